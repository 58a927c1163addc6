ALTER TABLE "designs" ADD COLUMN "purpose" text DEFAULT 'design' NOT NULL;--> statement-breakpoint
-- Library stickers copied by add-to-cart and never edited (revision 1) were made only for their cart line.
UPDATE "designs" SET "purpose" = 'order-copy' WHERE "library_item_id" IS NOT NULL AND "revision" = 1;
