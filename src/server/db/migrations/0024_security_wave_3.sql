-- An idempotency key stands for one request: the hash of the request it was first used with, and
-- `failed` for a checkout whose provider call never gave a session (its order is cancelled). A design
-- copied from a library sticker remembers it: only that copy, unchanged, is sold as `library-item`.
-- A starting-set sticker named after a trademarked character is renamed (below).
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status_check";--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "library_item_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" IN ('creating', 'open', 'complete', 'expired', 'failed'));--> statement-breakpoint
-- The starting set's library sticker once named after a trademarked character, renamed where it was
-- seeded and not renamed by the shop since (its picture is a plain orange cat).
UPDATE "catalog_items"
SET "name" = 'Happy Hello Cat',
  "description" = replace("description", 'Hello Kitty Cat', 'Happy Hello Cat'),
  "search_text" = replace("search_text", 'hello kitty cat', 'happy hello cat')
WHERE "seed_key" = 'sticker-art-cat-hello' AND "name" = 'Hello Kitty Cat';
