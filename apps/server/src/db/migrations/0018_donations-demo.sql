-- A donation made on the built-in demo checkout completes without any money paid; it is marked so
-- its receipt, history row and the admin's list can say so. Those made before this column existed
-- are the ones whose checkout session the demo checkout named (`demo_…`).
ALTER TABLE "donations" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "donations" SET "is_demo" = true WHERE "checkout_session_id" LIKE 'demo\_%';
