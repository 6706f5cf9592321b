ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_by" uuid;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sign_in_phone_key" ON "users" USING btree ("phone") WHERE "users"."phone" is not null and ("users"."phone_verified_at" is not null or "users"."email" is null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_phone" CHECK ("users"."email" is not null or "users"."phone" is not null);--> statement-breakpoint
-- Numbers were kept as ten digits; they are stored in their international form now, as the
-- contract's phone field reads them (+91 and the ten digits; a leading 0 was the trunk prefix).
UPDATE "users" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "users" SET "phone" = '+91' || substr("phone", 2) WHERE "phone" ~ '^0[6-9][0-9]{9}$';
