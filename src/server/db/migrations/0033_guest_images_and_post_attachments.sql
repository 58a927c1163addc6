CREATE TABLE "forum_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploader_id" text NOT NULL,
	"post_id" uuid,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_uses" ADD COLUMN "images" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_attachments" ADD CONSTRAINT "forum_attachments_uploader_id_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_attachments" ADD CONSTRAINT "forum_attachments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_attachments_post_idx" ON "forum_attachments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_attachments_uploader_idx" ON "forum_attachments" USING btree ("uploader_id","created_at");