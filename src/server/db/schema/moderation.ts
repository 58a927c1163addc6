import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportTargetType } from '../../../shared/community/moderation';
import { user } from './auth';

/**
 * Reports of community content: one row per person and item, whatever the item is (the
 * target types of `moderationTargets`). Open until an admin resolves it.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('reports_target_reporter_idx').on(t.targetType, t.targetId, t.reporterId),
    index('reports_open_idx').on(t.targetType, t.targetId).where(sql`${t.resolvedAt} IS NULL`),
    check('reports_target_type_check', sql`${t.targetType} IN ('forum_post', 'forum_thread', 'showcase_item', 'showcase_comment', 'profile')`),
    check('reports_reason_check', sql`${t.reason} IN ('spam', 'abuse', 'off_topic', 'other')`),
    check('reports_resolution_check', sql`${t.resolution} IS NULL OR ${t.resolution} IN ('dismissed', 'hidden', 'deleted')`),
  ],
);
