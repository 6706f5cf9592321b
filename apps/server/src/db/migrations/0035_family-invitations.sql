CREATE TABLE "family_invitations" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- The hash of family.addresses.ts, of the address as stored (the contract lowercased it); each
-- contact until now was mailed an invitation when added.
UPDATE "family_contacts" SET "address_hash" = encode(sha256(convert_to('sahaya:family-address:' || "email", 'UTF8')), 'hex'), "invited_at" = "created_at";--> statement-breakpoint
ALTER TABLE "family_contacts" ALTER COLUMN "address_hash" SET NOT NULL;--> statement-breakpoint
-- The newest invitation of each address counts towards its 30 days.
INSERT INTO "family_invitations" ("address_hash", "sent_at") SELECT "address_hash", max("created_at") FROM "family_contacts" GROUP BY "address_hash";--> statement-breakpoint
CREATE INDEX "family_contacts_address_idx" ON "family_contacts" USING btree ("address_hash");
