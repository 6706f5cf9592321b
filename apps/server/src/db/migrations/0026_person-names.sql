ALTER TABLE "addresses" ALTER COLUMN "fname" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "lname" SET DATA TYPE varchar(60);