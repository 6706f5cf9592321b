ALTER TYPE "public"."asset_event_kind" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."request_status" ADD VALUE 'cancelled';