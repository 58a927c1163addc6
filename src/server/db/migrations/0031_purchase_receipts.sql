CREATE TABLE "purchase_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"item" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_receipts_kind_check" CHECK ("purchase_receipts"."kind" IN ('plan', 'pack'))
);
--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receipts_source_uq" ON "purchase_receipts" USING btree ("source");--> statement-breakpoint
CREATE INDEX "purchase_receipts_user_idx" ON "purchase_receipts" USING btree ("user_id","paid_at");