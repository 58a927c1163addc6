ALTER TABLE "community_profiles" ADD COLUMN "moderation_hidden_by" text;--> statement-breakpoint
-- Profiles already hidden by moderation: private with open reports, or reports resolved as hidden or deleted.
UPDATE "community_profiles" p SET "moderation_hidden_by" = CASE
  WHEN EXISTS (SELECT 1 FROM "reports" r WHERE r."target_type" = 'profile' AND r."target_id" = p."user_id" AND r."resolution" IN ('hidden', 'deleted')) THEN 'admin'
  ELSE 'reports' END
WHERE p."is_private" AND EXISTS (
  SELECT 1 FROM "reports" r WHERE r."target_type" = 'profile' AND r."target_id" = p."user_id"
    AND (r."resolved_at" IS NULL OR r."resolution" IN ('hidden', 'deleted')));
