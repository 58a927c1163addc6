CREATE TABLE "auto_save_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"design_data" text,
	"last_saved" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"preview_key" text,
	"finalized_at" timestamp with time zone,
	"converted_to_design_id" text,
	"converted_at" timestamp with time zone,
	"metadata" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"json_key" text NOT NULL,
	"json_size" integer NOT NULL,
	"preview_key" text,
	"thumbnail_key" text,
	"cutline_path" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"auto_saved" boolean DEFAULT false NOT NULL,
	"is_auto_save_session" boolean DEFAULT false NOT NULL,
	"session_id" text,
	"expires_at" timestamp with time zone,
	"last_auto_saved" timestamp with time zone,
	"thumbnail_generated" boolean DEFAULT false NOT NULL,
	"is_finalized" boolean DEFAULT false NOT NULL,
	"original_auto_save_id" text,
	"design_folder_path" text NOT NULL,
	"copied_files_count" integer DEFAULT 0 NOT NULL,
	"is_self_contained" boolean DEFAULT false NOT NULL,
	"self_contained_version" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_save_sessions" ADD CONSTRAINT "auto_save_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_save_sessions_user_session_uq" ON "auto_save_sessions" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_save_sessions_one_active_uq" ON "auto_save_sessions" USING btree ("user_id") WHERE "auto_save_sessions"."is_active";--> statement-breakpoint
CREATE INDEX "auto_save_sessions_user_created_idx" ON "auto_save_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "designs_user_updated_idx" ON "designs" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "designs_user_favorite_idx" ON "designs" USING btree ("user_id","is_favorite");--> statement-breakpoint
CREATE INDEX "designs_expires_idx" ON "designs" USING btree ("expires_at");