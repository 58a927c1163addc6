-- The artwork hold: where the order was held from, until when the shop waits for the answer, and a line's
-- replacement art as a design and proof awaiting approval. Custom-order quotes and the order each becomes (linked both ways).
ALTER TABLE "custom_order_requests" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "custom_order_requests" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replacement_design_key" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replacement_proof_key" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replacement_print_dpi" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_order_request_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_custom_order_request_id_custom_order_requests_id_fk" FOREIGN KEY ("custom_order_request_id") REFERENCES "public"."custom_order_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_order_requests_order_idx" ON "custom_order_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_hold_answer_by_idx" ON "orders" USING btree ("hold_answer_by") WHERE "orders"."status" = 'on_hold';--> statement-breakpoint
-- Orders already on hold get the default time to answer from now.
UPDATE "orders" SET "hold_answer_by" = now() + interval '14 days' WHERE "status" = 'on_hold';
