import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_JOURNEY_MAX_STEPS, ANALYTICS_SESSION_STALE_MS } from '../../../shared/analytics/constants';
import type { AnalyticsBatch, AnalyticsItem } from '../../../shared/api/analytics';
import type { Db } from '../../db/client';
import { analyticsEvents, analyticsPageExits, analyticsPageViews, analyticsSessions } from '../../db/schema';
import { rowsOf } from '../security/rate-counter';
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
 * Stores one batch from the browser (decision 41): finds the visitor's current session or starts one
 * (`analytics_active_sessions`: one row per visitor; a session silent for over 10 minutes is over, so
 * the next batch starts a new one), then writes each kind of record with one multi-row insert, and
 * appends the pages to the session's journey. A handful of statements per batch, whatever its size.
 * Returns how many records were stored.
 */
export async function ingestBatch(db: Db, input: IngestInput): Promise<number> {
  const { batch, now } = input;
  const timed = batch.items.map((item) => ({ ...item, at: addMs(now, -item.ageMs) }));
  const pageViews = timed.filter((i): i is Timed<'pageview'> => i.type === 'pageview');
  const events = timed.filter((i): i is Timed<'event'> => i.type === 'event');
  const exits = timed.filter((i): i is Timed<'exit'> => i.type === 'exit');

  const { sessionId, started } = await currentSession(db, input.visitorHash, now);
  // Independent writes: on PostgreSQL they go out together on the pool's connections.
  const writes: Promise<unknown>[] = [];
  if (started) {
    const first = timed.reduce((min, i) => (i.at < min ? i.at : min), now);
    writes.push(
      db.insert(analyticsSessions).values({
        id: sessionId,
        visitorHash: input.visitorHash,
        startedAt: first,
        lastSeenAt: now,
        entryPath: pageViews[0]?.path ?? null,
        referrerHost: referrerHost(pageViews.find((p) => p.referrer)?.referrer, input.site),
        device: deviceOf(batch.screenWidth),
        language: batch.language ?? null,
      }),
    );
  } else {
    writes.push(db.update(analyticsSessions).set({ lastSeenAt: now }).where(eq(analyticsSessions.id, sessionId)));
  }
  if (pageViews.length > 0) {
    writes.push(db.insert(analyticsPageViews).values(pageViews.map((p) => ({ sessionId, path: p.path, occurredAt: p.at }))));
    writes.push(appendJourney(db, sessionId, pageViews, now));
  }
  if (events.length > 0) writes.push(db.insert(analyticsEvents).values(events.map((e) => ({ sessionId, name: e.name, path: e.path, occurredAt: e.at }))));
  if (exits.length > 0) {
    writes.push(db.insert(analyticsPageExits).values(exits.map((e) => ({ sessionId, path: e.path, durationMs: e.durationMs, occurredAt: e.at }))));
  }
  await Promise.all(writes);
  return batch.items.length;
}

/**
 * The visitor's session: one atomic upsert of the active-session row keeps it (heard from within 10
 * minutes) or replaces it with a new id (silent longer: that session is over; the stale cleanup closes
 * its row). Parallel batches of one visitor get the same answer.
 */
async function currentSession(db: Db, visitorHash: string, now: Date): Promise<{ sessionId: string; started: boolean }> {
  const candidate = randomUUID();
  const staleBefore = addMs(now, -ANALYTICS_SESSION_STALE_MS);
  const [row] = rowsOf(
    await db.execute(sql`
      INSERT INTO analytics_active_sessions (visitor_hash, session_id, last_seen_at) VALUES (${visitorHash}, ${candidate}, ${ts(now)})
      ON CONFLICT (visitor_hash) DO UPDATE SET
        session_id = CASE WHEN analytics_active_sessions.last_seen_at < ${ts(staleBefore)} THEN excluded.session_id ELSE analytics_active_sessions.session_id END,
        last_seen_at = GREATEST(analytics_active_sessions.last_seen_at, excluded.last_seen_at)
      RETURNING session_id`),
  );
  const sessionId = String(row.session_id);
  return { sessionId, started: sessionId === candidate };
}

/** Appends the pages to the session's journey, keeping its first ANALYTICS_JOURNEY_MAX_STEPS. */
async function appendJourney(db: Db, sessionId: string, pageViews: Timed<'pageview'>[], now: Date): Promise<void> {
  const steps = JSON.stringify(pageViews.map((p) => p.path).slice(0, ANALYTICS_JOURNEY_MAX_STEPS));
  await db.execute(sql`
    INSERT INTO analytics_journeys (session_id, steps, started_at, updated_at) VALUES (${sessionId}, ${steps}::jsonb, ${ts(pageViews[0].at)}, ${ts(now)})
    ON CONFLICT (session_id) DO UPDATE SET
      steps = CASE WHEN jsonb_array_length(analytics_journeys.steps) >= ${ANALYTICS_JOURNEY_MAX_STEPS} THEN analytics_journeys.steps
        ELSE (SELECT jsonb_agg(step ORDER BY n) FROM jsonb_array_elements(analytics_journeys.steps || excluded.steps) WITH ORDINALITY AS s(step, n) WHERE n <= ${ANALYTICS_JOURNEY_MAX_STEPS}) END,
      updated_at = excluded.updated_at`);
}

/** An event the server records itself (a paid order: no browser session), in the caller's transaction. */
export async function recordServerEvent(db: Db, name: 'order_paid', at: Date): Promise<void> {
  await db.insert(analyticsEvents).values({ sessionId: null, name, path: null, occurredAt: at });
}
