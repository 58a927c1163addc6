-- Library stickers and templates in the interface's other languages (decision 91), and the shop's own notes on an
-- order's timeline, which the customer never sees.
CREATE TABLE "catalog_item_translations" (
	"item_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalog_item_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note_internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_item_translations" ADD CONSTRAINT "catalog_item_translations_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;