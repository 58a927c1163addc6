CREATE TABLE "analytics_active_sessions" (
	"visitor_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_event_stats" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "analytics_daily_event_stats_day_name_pk" PRIMARY KEY("day","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_page_stats" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "analytics_daily_page_stats_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_shop_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"new_users" integer NOT NULL,
	"verified_users" integer NOT NULL,
	"generations" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"name" text NOT NULL,
	"path" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly_event_stats" (
	"hour" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "analytics_hourly_event_stats_hour_name_pk" PRIMARY KEY("hour","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly_page_stats" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "analytics_hourly_page_stats_hour_path_pk" PRIMARY KEY("hour","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_journeys" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_exits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"path" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"path" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visitor_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"entry_path" text,
	"referrer_host" text,
	"device" text,
	"language" text
);
--> statement-breakpoint
CREATE INDEX "analytics_active_sessions_seen_idx" ON "analytics_active_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_journeys_started_idx" ON "analytics_journeys" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "analytics_page_exits_time_idx" ON "analytics_page_exits" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_time_idx" ON "analytics_page_views" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_open_idx" ON "analytics_sessions" USING btree ("last_seen_at") WHERE "analytics_sessions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "generations_time_idx" ON "generations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_time_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" IS NOT NULL;