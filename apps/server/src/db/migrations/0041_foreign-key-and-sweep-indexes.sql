-- Every foreign key gets an index leading with its column, so deleting an account, a request, a loan
-- or an address finds the rows its cascades and SET NULLs change instead of reading whole tables
-- (db/foreign-key-indexes.test.ts keeps it so). The sweep of unused files reads the chat's media,
-- the pictures and the certificates off indexes, and a volunteer's recent activity reads its page
-- off (volunteer_id, created_at).
CREATE INDEX "asset_events_actor_idx" ON "asset_events" USING btree ("actor_id") WHERE "asset_events"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "asset_events_request_idx" ON "asset_events" USING btree ("request_id") WHERE "asset_events"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "asset_repairs_request_idx" ON "asset_repairs" USING btree ("request_id") WHERE "asset_repairs"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "asset_repairs_ready_by_idx" ON "asset_repairs" USING btree ("ready_by") WHERE "asset_repairs"."ready_by" is not null;--> statement-breakpoint
CREATE INDEX "assistance_declines_request_idx" ON "assistance_declines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "assistance_request_events_actor_idx" ON "assistance_request_events" USING btree ("actor_id") WHERE "assistance_request_events"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "assistance_requests_volunteer_created_idx" ON "assistance_requests" USING btree ("volunteer_id","created_at" DESC NULLS LAST) WHERE "assistance_requests"."volunteer_id" is not null;--> statement-breakpoint
CREATE INDEX "assistance_requests_address_idx" ON "assistance_requests" USING btree ("address_id") WHERE "assistance_requests"."address_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_idx" ON "chat_messages" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "chat_messages_media_idx" ON "chat_messages" USING gin ("media");--> statement-breakpoint
CREATE INDEX "volunteer_availability_address_idx" ON "volunteer_availability" USING btree ("address_id") WHERE "volunteer_availability"."address_id" is not null;--> statement-breakpoint
CREATE INDEX "donations_recorded_by_idx" ON "donations" USING btree ("recorded_by") WHERE "donations"."recorded_by" is not null;--> statement-breakpoint
CREATE INDEX "grievances_answered_by_idx" ON "grievances" USING btree ("answered_by") WHERE "grievances"."answered_by" is not null;--> statement-breakpoint
CREATE INDEX "meetings_requested_by_idx" ON "meetings" USING btree ("requested_by") WHERE "meetings"."requested_by" is not null;--> statement-breakpoint
CREATE INDEX "users_registered_by_idx" ON "users" USING btree ("registered_by") WHERE "users"."registered_by" is not null;--> statement-breakpoint
CREATE INDEX "users_profile_picture_idx" ON "users" USING btree ("profile_picture") WHERE "users"."profile_picture" is not null;--> statement-breakpoint
CREATE INDEX "users_certificates_idx" ON "users" USING gin ("certificates");--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id") WHERE "access_log"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "breach_notices_sent_by_idx" ON "breach_notices" USING btree ("sent_by") WHERE "breach_notices"."sent_by" is not null;--> statement-breakpoint
CREATE INDEX "nominees_acting_recorded_by_idx" ON "nominees" USING btree ("acting_recorded_by") WHERE "nominees"."acting_recorded_by" is not null;