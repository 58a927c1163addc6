ALTER TABLE "cart_proofs" ADD COLUMN "look" text;--> statement-breakpoint
ALTER TABLE "cart_proofs" ADD COLUMN "facts" jsonb;