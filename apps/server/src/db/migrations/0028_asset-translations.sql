ALTER TABLE "assets" ADD COLUMN "pickup_note" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;