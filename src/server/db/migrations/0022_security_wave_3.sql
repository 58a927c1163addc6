-- An idempotency key stands for one request: the hash of the request it was first used with, and
-- `failed` for a checkout whose provider call never gave a session (its order is cancelled). A design
-- copied from a library sticker remembers it: only that copy, unchanged, is sold as `library-item`.
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status_check";--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "library_item_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" IN ('creating', 'open', 'complete', 'expired', 'failed'));