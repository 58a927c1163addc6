CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"balance" text NOT NULL,
	"amount" integer NOT NULL,
	"generation_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" IN ('debit', 'refund', 'grant', 'reset', 'adjust')),
	CONSTRAINT "credit_ledger_balance_check" CHECK ("credit_ledger"."balance" IN ('free', 'monthly', 'oneTime'))
);
--> statement-breakpoint
CREATE TABLE "custom_order_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"contact_email" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"reference_image_url" text,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"concept_image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_order_requests_status_check" CHECK ("custom_order_requests"."status" IN ('new', 'in_review', 'quoted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "generation_stats" (
	"id" text PRIMARY KEY NOT NULL,
	"total_generations" bigint DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"guest_key" uuid,
	"status" text NOT NULL,
	"balance" text NOT NULL,
	"cost" integer NOT NULL,
	"model_tier" text NOT NULL,
	"provider" text,
	"prompt" text NOT NULL,
	"style" text NOT NULL,
	"size" text NOT NULL,
	"count" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_status_check" CHECK ("generations"."status" IN ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "generations_balance_check" CHECK ("generations"."balance" IN ('free', 'monthly', 'oneTime', 'admin', 'guest')),
	CONSTRAINT "generations_payer_check" CHECK (num_nonnulls("generations"."user_id", "generations"."guest_key") = 1)
);
--> statement-breakpoint
CREATE TABLE "guest_usage" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fingerprint_key" text NOT NULL,
	"address_key" text NOT NULL,
	"day_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_requests" ADD CONSTRAINT "custom_order_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_time_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_generation_kind_uq" ON "credit_ledger" USING btree ("generation_id","kind") WHERE "credit_ledger"."generation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "custom_order_requests_status_time_idx" ON "custom_order_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "custom_order_requests_user_time_idx" ON "custom_order_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_user_time_idx" ON "generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generations_pending_idx" ON "generations" USING btree ("created_at") WHERE "generations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guest_usage_window_idx" ON "guest_usage" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "guest_uses_created_idx" ON "guest_uses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guest_uses_unredeemed_idx" ON "guest_uses" USING btree ("token_expires_at") WHERE "guest_uses"."redeemed_at" IS NULL AND "guest_uses"."refunded_at" IS NULL;