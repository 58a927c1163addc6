import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ANALYTICS_JOURNEY_MAX_STEPS, ANALYTICS_SESSION_STALE_MS } from '../../../shared/analytics/constants';
import type { AnalyticsBatch, AnalyticsItem } from '../../../shared/api/analytics';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { addMs, ts } from './time';
import { deviceOf, referrerHost } from './visitor';

export interface IngestInput {
  batch: AnalyticsBatch;
  /** Today's visitor hash (visitor.ts). */
  visitorHash: string;
  /** The site's host, to tell its own pages from referrers. */
  site: string;
  now: Date;
}

type Timed<T extends AnalyticsItem['type']> = Extract<AnalyticsItem, { type: T }> & { at: Date };

/**
 * Stores one batch from the browser (decision 41, made one statement by decision 62): finds the
 * visitor's current session or starts one (`analytics_active_sessions`: one row per visitor; a session
 * silent for over 10 minutes is over, so the next batch starts a new one), writes each kind of record
 * and appends the pages to the session's journey — all in ONE SQL statement of data-modifying CTEs, the
 * records passed as one JSON parameter and expanded by `jsonb_to_recordset`. One round trip per batch
 * whatever its size, and atomic: a batch is stored whole or not at all. Returns how many records were
 * stored.
 */
export async function ingestBatch(db: Db, input: IngestInput): Promise<number> {
  const { batch, now, visitorHash } = input;
  const timed = batch.items.map((item) => ({ ...item, at: addMs(now, -item.ageMs) }));
  const pageViews = timed.filter((i): i is Timed<'pageview'> => i.type === 'pageview');
  const records = timed
    .filter((i) => i.type !== 'heartbeat')
    .map((i) => ({
      type: i.type,
      path: 'path' in i ? i.path : null,
      name: i.type === 'event' ? i.name : null,
      duration_ms: i.type === 'exit' ? i.durationMs : null,
      at: i.at.toISOString(),
    }));
  const first = timed.reduce((min, i) => (i.at < min ? i.at : min), now);
  const candidate = randomUUID();
  const staleBefore = addMs(now, -ANALYTICS_SESSION_STALE_MS);
  const has = (type: string) => records.some((r) => r.type === type);

  // `a` is the visitor's session: kept if heard from within 10 minutes, else replaced by `candidate`
  // (parallel batches of one visitor get the same answer). A new id means a new session row.
  const parts = [
    sql`a AS (
      INSERT INTO analytics_active_sessions (visitor_hash, session_id, last_seen_at) VALUES (${visitorHash}, ${candidate}::uuid, ${ts(now)})
      ON CONFLICT (visitor_hash) DO UPDATE SET
        session_id = CASE WHEN analytics_active_sessions.last_seen_at < ${ts(staleBefore)} THEN excluded.session_id ELSE analytics_active_sessions.session_id END,
        last_seen_at = GREATEST(analytics_active_sessions.last_seen_at, excluded.last_seen_at)
      RETURNING session_id)`,
    sql`started AS (
      INSERT INTO analytics_sessions (id, visitor_hash, started_at, last_seen_at, entry_path, referrer_host, device, language)
      SELECT session_id, ${visitorHash}, ${ts(first)}, ${ts(now)}, ${pageViews[0]?.path ?? null}, ${referrerHost(pageViews.find((p) => p.referrer)?.referrer, input.site)},
        ${deviceOf(batch.screenWidth)}, ${batch.language ?? null}
      FROM a WHERE session_id = ${candidate}::uuid)`,
    sql`kept AS (UPDATE analytics_sessions SET last_seen_at = ${ts(now)} WHERE id = (SELECT session_id FROM a) AND id <> ${candidate}::uuid)`,
  ];
  if (records.length > 0) {
    parts.push(sql`r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(type text, path text, name text, duration_ms int, at timestamptz))`);
  }
  if (has('pageview')) {
    parts.push(sql`pv AS (INSERT INTO analytics_page_views (session_id, path, occurred_at) SELECT a.session_id, r.path, r.at FROM a, r WHERE r.type = 'pageview')`);
    parts.push(journeyAppend(pageViews, now));
  }
  if (has('event'))
    parts.push(sql`ev AS (INSERT INTO analytics_events (session_id, name, path, occurred_at) SELECT a.session_id, r.name, r.path, r.at FROM a, r WHERE r.type = 'event')`);
  if (has('exit')) {
    parts.push(
      sql`ex AS (INSERT INTO analytics_page_exits (session_id, path, duration_ms, occurred_at) SELECT a.session_id, r.path, r.duration_ms, r.at FROM a, r WHERE r.type = 'exit')`,
    );
  }
  await db.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT session_id FROM a`);
  return batch.items.length;
}

/** Appends the pages to the session's journey (a CTE of the batch's statement), keeping its first ANALYTICS_JOURNEY_MAX_STEPS. */
function journeyAppend(pageViews: Timed<'pageview'>[], now: Date) {
  const steps = JSON.stringify(pageViews.map((p) => p.path).slice(0, ANALYTICS_JOURNEY_MAX_STEPS));
  return sql`j AS (
    INSERT INTO analytics_journeys (session_id, steps, started_at, updated_at) SELECT session_id, ${steps}::jsonb, ${ts(pageViews[0].at)}, ${ts(now)} FROM a
    ON CONFLICT (session_id) DO UPDATE SET
      steps = CASE WHEN jsonb_array_length(analytics_journeys.steps) >= ${ANALYTICS_JOURNEY_MAX_STEPS} THEN analytics_journeys.steps
        ELSE (SELECT jsonb_agg(step ORDER BY n) FROM jsonb_array_elements(analytics_journeys.steps || excluded.steps) WITH ORDINALITY AS s(step, n) WHERE n <= ${ANALYTICS_JOURNEY_MAX_STEPS}) END,
      updated_at = excluded.updated_at)`;
}

/** An event the server records itself (a paid order: no browser session), in the caller's transaction. */
export async function recordServerEvent(db: Db, name: 'order_paid', at: Date): Promise<void> {
  await db.insert(analyticsEvents).values({ sessionId: null, name, path: null, occurredAt: at });
}
