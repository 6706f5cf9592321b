-- A request's history entries keep what they say as a code (a key of the contract's
-- assistanceMessages.history) and the names in it, written in each reader's language when read,
-- instead of English sentences. The English of the entries stored so far is read here, once, into
-- codes; an entry that is none of the known sentences keeps its words as a `note`.
ALTER TABLE "assistance_request_events" ADD COLUMN "code" varchar(50);--> statement-breakpoint
ALTER TABLE "assistance_request_events" ADD COLUMN "params" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "assistance_request_events" SET "code" = 'submitted', "params" = '[]'::jsonb
  WHERE "code" IS NULL AND "details" = 'Assistance request submitted';--> statement-breakpoint
UPDATE "assistance_request_events" SET "code" = 'assigned', "params" = jsonb_build_array(substring("details" from '^Assigned to (.*) by an admin$'))
  WHERE "code" IS NULL AND "details" ~ '^Assigned to .* by an admin$';--> statement-breakpoint
UPDATE "assistance_request_events" SET "code" = 'accepted', "params" = jsonb_build_array(substring("details" from '^Accepted by (.*)$'))
  WHERE "code" IS NULL AND "details" ~ '^Accepted by .*$';--> statement-breakpoint
UPDATE "assistance_request_events" SET "code" = 'completed', "params" = jsonb_build_array(substring("details" from '^Completed by (.*)$'))
  WHERE "code" IS NULL AND "details" ~ '^Completed by .*$';--> statement-breakpoint
-- The demo data's entries named no one; their volunteer is the one who did it.
UPDATE "assistance_request_events" AS e SET "code" = CASE e."details" WHEN 'Request approved' THEN 'accepted' ELSE 'completed' END, "params" = jsonb_build_array(u."name")
  FROM "users" AS u
  WHERE e."code" IS NULL AND e."details" IN ('Request approved', 'Request completed') AND u."id" = e."actor_id";--> statement-breakpoint
UPDATE "assistance_request_events" SET "code" = 'rejected', "params" = '[]'::jsonb
  WHERE "code" IS NULL AND "details" = 'Request rejected';--> statement-breakpoint
UPDATE "assistance_request_events" SET "code" = 'note', "params" = jsonb_build_array("details")
  WHERE "code" IS NULL;--> statement-breakpoint
ALTER TABLE "assistance_request_events" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assistance_request_events" DROP COLUMN "details";--> statement-breakpoint
-- Notices stored before notices kept their contract key (0022) were English only: each known
-- sentence is read here, once, into its key and arguments, so it too is read in each reader's
-- language. `content` keeps its English; a notice none of these match is shown as stored.
UPDATE "notifications" SET "message_key" = CASE "content"
    WHEN 'Your account was blocked by an administrator.' THEN 'peopleMessages.blockedNotice'
    WHEN 'Your account was unblocked.' THEN 'peopleMessages.unblockedNotice'
    WHEN 'Your password was changed.' THEN 'profileMessages.passwordChangedNotice'
  END, "message_args" = '[]'::jsonb
  WHERE "message_key" IS NULL AND "content" IN ('Your account was blocked by an administrator.', 'Your account was unblocked.', 'Your password was changed.');--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'assistanceMessages.notices.accepted', "message_args" = jsonb_build_array(substring("content" from '^(.*) has accepted your assistance request\.$'))
  WHERE "message_key" IS NULL AND "type" = 'system' AND "content" ~ '^.* has accepted your assistance request\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'assistanceMessages.notices.assignedToRequester', "message_args" = jsonb_build_array(substring("content" from '^(.*) has been assigned to your assistance request\.$'))
  WHERE "message_key" IS NULL AND "type" = 'system' AND "content" ~ '^.* has been assigned to your assistance request\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'assistanceMessages.notices.assignedToVolunteer', "message_args" = jsonb_build_array(substring("content" from '^You have been assigned the assistance request of (.*)\.$'))
  WHERE "message_key" IS NULL AND "type" = 'system' AND "content" ~ '^You have been assigned the assistance request of .*\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'assistanceMessages.notices.completed', "message_args" = jsonb_build_array(substring("content" from '^(.*) has marked your assistance request completed\.$'))
  WHERE "message_key" IS NULL AND "type" = 'system' AND "content" ~ '^.* has marked your assistance request completed\.$';--> statement-breakpoint
-- A decision on a loan: the asset's name, then the admin's comment when there was one.
UPDATE "notifications" AS n SET "message_key" = 'assetRequestMessages.' || m.key, "message_args" = jsonb_build_array(m.parts[1], m.parts[2])
  FROM (
    SELECT "id", 'approvedNotice' AS key, regexp_match("content", '^Your request for (.+?) was approved\.(?: (.*))?$') AS parts FROM "notifications" WHERE "message_key" IS NULL
    UNION ALL
    SELECT "id", 'rejectedNotice', regexp_match("content", '^Your request for (.+?) was rejected\.(?: (.*))?$') FROM "notifications" WHERE "message_key" IS NULL
    UNION ALL
    SELECT "id", 'returnedNotice', regexp_match("content", '^Thank you for returning (.+?)\.(?: (.*))?$') FROM "notifications" WHERE "message_key" IS NULL
  ) AS m
  WHERE n."id" = m."id" AND m.parts IS NOT NULL AND n."type" = 'system';--> statement-breakpoint
UPDATE "notifications" AS n SET "message_key" = 'donationMessages.completedNotice', "message_args" = jsonb_build_array(m.parts[1], m.parts[2])
  FROM (SELECT "id", regexp_match("content", '^Thank you! Your donation of (.+) to the (.+) campaign was received\.$') AS parts FROM "notifications" WHERE "message_key" IS NULL) AS m
  WHERE n."id" = m."id" AND m.parts IS NOT NULL AND n."type" = 'system';--> statement-breakpoint
-- A meeting's time was written out in English then: it stays an argument as written.
UPDATE "notifications" AS n SET "message_key" = 'meetingMessages.invitation', "message_args" = jsonb_build_array(m.parts[1], m.parts[2])
  FROM (SELECT "id", regexp_match("content", '^You are invited to the meeting “(.*)” on (.*)\.$') AS parts FROM "notifications" WHERE "message_key" IS NULL) AS m
  WHERE n."id" = m."id" AND m.parts IS NOT NULL AND n."type" = 'system';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'meetingMessages.reminder', "message_args" = jsonb_build_array(substring("content" from '^The meeting “(.*)” starts in 10 minutes\.$'))
  WHERE "message_key" IS NULL AND "type" = 'system' AND "content" ~ '^The meeting “.*” starts in 10 minutes\.$';--> statement-breakpoint
-- A chat message: who wrote it, then its words, or how many files it carried when it had none.
UPDATE "notifications" AS n SET "message_key" = 'chatMessages.notice', "message_args" = CASE
    WHEN m.parts[2] = 'sent an attachment' THEN jsonb_build_array(m.parts[1], '', 1)
    WHEN m.parts[2] ~ '^sent [0-9]+ attachments$' THEN jsonb_build_array(m.parts[1], '', substring(m.parts[2] from '^sent ([0-9]+) attachments$')::int)
    ELSE jsonb_build_array(m.parts[1], m.parts[2], 0)
  END
  FROM (SELECT "id", regexp_match("content", '^(.+?): (.*)$') AS parts FROM "notifications" WHERE "message_key" IS NULL AND "type" = 'message') AS m
  WHERE n."id" = m."id" AND m.parts IS NOT NULL;
