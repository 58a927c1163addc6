CREATE TABLE "guest_shoppers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"address_group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_into" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "guest_shoppers" ADD CONSTRAINT "guest_shoppers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_shoppers_created_idx" ON "guest_shoppers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_contact_email_idx" ON "orders" USING btree ("contact_email") WHERE "orders"."contact_email" IS NOT NULL;