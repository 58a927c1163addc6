CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor_kind" IN ('customer', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"design_key" text NOT NULL,
	"source_design_id" text,
	"options" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"line_cents" integer NOT NULL,
	"proof_key" text,
	"replacement_key" text,
	"production_status" text DEFAULT 'waiting' NOT NULL,
	"production_keys" jsonb,
	"production_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0 AND "order_items"."line_cents" = "order_items"."unit_cents" * "order_items"."quantity"),
	CONSTRAINT "order_items_production_check" CHECK ("order_items"."production_status" IN ('waiting', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"price_version_id" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"payment_ref" text,
	"checkout_ref" text,
	"paid_at" timestamp with time zone,
	"tracking_number" text,
	"tracking_carrier" text,
	"hold_note" text,
	"reorder_of" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_checkout_ref_unique" UNIQUE("checkout_ref"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('pending_payment', 'paid', 'in_production', 'on_hold', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" + "orders"."tax_cents" AND "orders"."refunded_cents" BETWEEN 0 AND "orders"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_time_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_time_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_time_idx" ON "orders" USING btree ("created_at");