ALTER TABLE "auto_login_keys" ADD COLUMN "token_id" text;--> statement-breakpoint
ALTER TABLE "auto_login_keys" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_login_keys" ADD CONSTRAINT "auto_login_keys_token_id_unique" UNIQUE("token_id");