CREATE TABLE "catalog_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"width_in" real NOT NULL,
	"height_in" real NOT NULL,
	"size_key" text NOT NULL,
	"document_key" text NOT NULL,
	"thumbnail_key" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalog_items_kind_check" CHECK ("catalog_items"."kind" IN ('sticker', 'template')),
	CONSTRAINT "catalog_items_status_check" CHECK ("catalog_items"."status" IN ('active', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_seed_key_unique" ON "catalog_items" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "catalog_items_gallery_idx" ON "catalog_items" USING btree ("kind","status","category","created_at");--> statement-breakpoint
CREATE INDEX "catalog_items_size_idx" ON "catalog_items" USING btree ("kind","status","size_key");--> statement-breakpoint
CREATE INDEX "catalog_items_search_idx" ON "catalog_items" USING gin (to_tsvector('simple', "search_text"));