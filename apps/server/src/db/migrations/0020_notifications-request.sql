-- A request's notices, found by the request rather than by reading every notice: its chat's
-- notices are removed with the chat's messages (the retention, an erased account), and a removed
-- request unlinks the rest (on delete set null).
CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("request_id") WHERE "notifications"."request_id" is not null;