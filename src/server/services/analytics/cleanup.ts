import { type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_DELETE_BATCH_SIZE,
  ANALYTICS_JOURNEY_TTL_MS,
  ANALYTICS_RAW_RETENTION_DAYS,
  ANALYTICS_READ_PAGE_SIZE,
  ANALYTICS_SESSION_STALE_MS,
} from '../../../shared/analytics/constants';
import type { Db } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { rowsOf } from '../security/rate-counter';
import { addMs, DAY_MS, ts } from './time';

/**
 * SPEC §9 stale cleanup: sessions silent for over 10 minutes leave the active sessions and are closed
 * (`ended_at` = when last heard from). Read 500 at a time (SPEC §7); each delete is conditional, so a
 * heartbeat arriving meanwhile keeps its session. Returns how many sessions were closed.
 */
export async function closeStaleSessions(db: Db, now: Date): Promise<number> {
  const staleBefore = addMs(now, -ANALYTICS_SESSION_STALE_MS);
  for (;;) {
    const removed = rowsOf(
      await db.execute(sql`
        DELETE FROM analytics_active_sessions WHERE visitor_hash IN (
          SELECT visitor_hash FROM analytics_active_sessions WHERE last_seen_at < ${ts(staleBefore)} ORDER BY last_seen_at LIMIT ${ANALYTICS_READ_PAGE_SIZE}
        ) AND last_seen_at < ${ts(staleBefore)}
        RETURNING session_id`),
    );
    if (removed.length < ANALYTICS_READ_PAGE_SIZE) break;
  }
  // Every open session silent that long, also those a newer session of the same visitor replaced.
  let closed = 0;
  for (;;) {
    const batch = rowsOf(
      await db.execute(sql`
        UPDATE analytics_sessions SET ended_at = last_seen_at WHERE id IN (
          SELECT s.id FROM analytics_sessions s
          WHERE s.ended_at IS NULL AND s.last_seen_at < ${ts(staleBefore)}
            AND NOT EXISTS (SELECT 1 FROM analytics_active_sessions a WHERE a.session_id = s.id)
          ORDER BY s.last_seen_at LIMIT ${ANALYTICS_READ_PAGE_SIZE}
        ) AND ended_at IS NULL
        RETURNING id`),
    );
    closed += batch.length;
    if (batch.length < ANALYTICS_READ_PAGE_SIZE) return closed;
  }
}

/** SPEC §9: journeys are kept 7 days (from their first page). Returns how many were deleted. */
export function expireJourneys(db: Db, now: Date): Promise<number> {
  return deleteAnalyticsRows(db, 'analytics_journeys', 'session_id', 'started_at', addMs(now, -ANALYTICS_JOURNEY_TTL_MS));
}

/** Raw rows past ANALYTICS_RAW_RETENTION_DAYS (the roll-ups keep their counts). */
export async function expireRawRecords(db: Db, now: Date): Promise<number> {
  const before = addMs(now, -ANALYTICS_RAW_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  deleted += await deleteAnalyticsRows(db, 'analytics_page_views', 'id', 'occurred_at', before);
  deleted += await deleteAnalyticsRows(db, 'analytics_events', 'id', 'occurred_at', before);
  deleted += await deleteAnalyticsRows(db, 'analytics_page_exits', 'id', 'occurred_at', before);
  deleted += await deleteAnalyticsRows(db, 'analytics_sessions', 'id', 'started_at', before, sql`AND ended_at IS NOT NULL`);
  return deleted;
}

/** SPEC §7: analytics rows are deleted in batches of 500, each batch one DELETE of the ids just read. */
function deleteAnalyticsRows(db: Db, table: string, key: string, timeColumn: string, before: Date, extra?: SQL): Promise<number> {
  return deleteInBatches(db, { table, key, timeColumn, before, batchSize: ANALYTICS_DELETE_BATCH_SIZE, extra });
}
