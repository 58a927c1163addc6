CREATE TABLE "cart_proofs" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_proofs" ADD CONSTRAINT "cart_proofs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_proofs_created_idx" ON "cart_proofs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_payment_customer_idx" ON "subscriptions" USING btree ("payment_customer_id");--> statement-breakpoint
CREATE INDEX "cart_items_proof_idx" ON "cart_items" USING btree ("proof_key");--> statement-breakpoint
CREATE INDEX "order_items_proof_idx" ON "order_items" USING btree ("proof_key");--> statement-breakpoint
-- Proofs of lines already in carts are known from the start, so they are swept once their lines go.
INSERT INTO "cart_proofs" ("key", "user_id", "created_at") SELECT "proof_key", "user_id", "updated_at" FROM "cart_items" WHERE "proof_key" IS NOT NULL ON CONFLICT DO NOTHING;
