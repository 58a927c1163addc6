CREATE TABLE "price_table_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"price_table" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_table_versions_version_check" CHECK ("price_table_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "price_table_versions" ADD CONSTRAINT "price_table_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Versions are immutable (decision 33): only created_by may change (set null when its admin is deleted).
CREATE FUNCTION "price_table_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'price table versions cannot be deleted';
  END IF;
  IF NEW.version IS DISTINCT FROM OLD.version OR NEW.price_table IS DISTINCT FROM OLD.price_table
     OR NEW.note IS DISTINCT FROM OLD.note OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'price table versions cannot be changed: insert a new version';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_table_versions_immutable" BEFORE UPDATE OR DELETE ON "price_table_versions"
  FOR EACH ROW EXECUTE FUNCTION "price_table_versions_immutable"();
