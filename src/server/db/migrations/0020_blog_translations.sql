CREATE TABLE "blog_article_translations" (
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	CONSTRAINT "blog_article_translations_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
ALTER TABLE "blog_article_translations" ADD CONSTRAINT "blog_article_translations_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;