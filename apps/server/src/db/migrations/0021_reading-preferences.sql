-- How a person reads Sahaya: the language of their pages, mails and notices (null until chosen:
-- English), and the size of their pages' type.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "text_size" text DEFAULT 'normal' NOT NULL;