CREATE TABLE "shop_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"production_days" integer NOT NULL,
	"standard_transit_days" integer NOT NULL,
	"express_transit_days" integer NOT NULL,
	"gst_hst_number" text,
	"qst_number" text,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 'shop'),
	CONSTRAINT "shop_settings_days_check" CHECK ("shop_settings"."production_days" BETWEEN 0 AND 60 AND "shop_settings"."standard_transit_days" BETWEEN 0 AND 60 AND "shop_settings"."express_transit_days" BETWEEN 0 AND 60)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;