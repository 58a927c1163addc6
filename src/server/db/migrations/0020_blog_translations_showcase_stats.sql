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
ALTER TABLE "blog_article_translations" ADD CONSTRAINT "blog_article_translations_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The showcase grid walks its order's index until a page of matches is found: fast when a search word or
-- tag is common, a walk of the whole table when it is rare. The planner picks the GIN index instead only
-- when it knows the word is rare: more statistics on the searched columns (bench/README.md, "community").
ALTER TABLE "showcase_items" ALTER COLUMN "search" SET STATISTICS 5000;--> statement-breakpoint
ALTER TABLE "showcase_items" ALTER COLUMN "tags" SET STATISTICS 1000;
