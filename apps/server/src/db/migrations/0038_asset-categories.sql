CREATE TABLE "asset_categories" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"code_prefix" varchar(4) NOT NULL,
	"icon" varchar(24) DEFAULT 'equipment' NOT NULL,
	"image" text,
	"default_max_loan_days" integer,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_categories_code_prefix_letters" CHECK ("asset_categories"."code_prefix" ~ '^[A-Z]{2,4}$'),
	CONSTRAINT "asset_categories_default_max_loan_days_range" CHECK ("asset_categories"."default_max_loan_days" between 1 and 180)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_code_prefix_key" ON "asset_categories" USING btree ("code_prefix");--> statement-breakpoint
-- The three categories that were fixed in code become rows, with the letters their assets' short
-- codes already carry and the names the catalogue showed, before the assets are made to name a row.
INSERT INTO "asset_categories" ("key", "names", "code_prefix", "icon") VALUES
	('wheelchair', '{"en": "Wheelchair", "hi": "व्हीलचेयर"}', 'WC', 'wheelchair'),
	('airbed', '{"en": "Airbed", "hi": "एयरबेड"}', 'AB', 'airbed'),
	('walkingStick', '{"en": "Walking Stick", "hi": "वॉकिंग स्टिक"}', 'WS', 'walkingStick');--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "category" SET DATA TYPE varchar(40) USING "category"::text;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_asset_categories_key_fk" FOREIGN KEY ("category") REFERENCES "public"."asset_categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TYPE "public"."asset_category";
