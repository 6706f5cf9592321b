ALTER TABLE "meeting_participants" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "reminded_at" timestamp with time zone;