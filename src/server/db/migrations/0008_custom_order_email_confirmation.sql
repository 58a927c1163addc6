ALTER TABLE "custom_order_requests" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_order_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_order_requests_confirm_token_idx" ON "custom_order_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Requests taken before issue 15 were already confirmed by mail: they count as confirmed.
UPDATE "custom_order_requests" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
