ALTER TYPE "public"."asset_event_kind" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."request_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "fname" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "lname" SET DATA TYPE varchar(60);