-- Each notice keeps the contract text it was made from and its arguments, so each person reads it
-- in the language they read now, whenever they switched; content stays its English (older rows,
-- other clients).
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_args" jsonb;