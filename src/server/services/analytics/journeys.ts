import { sql } from 'drizzle-orm';
import { JOURNEY_FUNNEL_STEPS } from '../../../shared/analytics/constants';
import { JOURNEYS_PAGE_SIZE } from '../../../shared/api/analytics';
import type { Journey, JourneysResponse } from '../../../shared/api/analytics.responses';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { DeviceClass } from '../../db/schema';
import { invalidInput } from '../../domain/errors';
import { rowsOf } from '../security/rate-counter';
import { filteredJourneys, type JourneyFilter, journeyRange } from './journey-filter';
import { ts } from './time';

/**
 * The staff's list of journeys: each session's pages in order, its entry and exit page,
 * device, language, referring site, how long it lasted and the funnel steps it took — newest first,
 * JOURNEYS_PAGE_SIZE at a time (keyset on start time and session id, so a page never repeats or skips
 * a journey while new ones arrive). Nothing identifies the visitor: no visitor code, no address.
 */
export async function listJourneys(db: Db, query: JourneyFilter & { cursor?: string }, now: Date): Promise<JourneysResponse> {
  const range = journeyRange(query, now);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = rowsOf(
    await db.execute(sql`
      SELECT * FROM (${filteredJourneys(query, range, after ? sql`AND (j.started_at, j.session_id) < (${ts(after.startedAt)}, ${after.sessionId}::uuid)` : sql``)}) f
      ORDER BY started_at DESC, session_id DESC
      LIMIT ${JOURNEYS_PAGE_SIZE + 1}`),
  );
  const page = rows.slice(0, JOURNEYS_PAGE_SIZE);
  const eventsBySession = await funnelStepsOf(db, page);
  const journeys: Journey[] = page.map((row) => {
    const steps = row.steps as string[];
    const startedAt = asDate(row.session_started_at);
    const lastSeenAt = asDate(row.last_seen_at);
    return {
      sessionId: String(row.session_id),
      startedAt: startedAt.toISOString(),
      lastSeenAt: lastSeenAt.toISOString(),
      durationMs: Math.max(0, lastSeenAt.getTime() - startedAt.getTime()),
      ended: row.ended_at !== null,
      device: (row.device as DeviceClass | null) ?? null,
      language: (row.language as string | null) ?? null,
      referrerHost: (row.referrer_host as string | null) ?? null,
      steps,
      entryPath: steps[0],
      exitPath: steps[steps.length - 1],
      events: eventsBySession.get(String(row.session_id)) ?? [],
    };
  });
  const last = page[page.length - 1];
  const nextCursor = rows.length > JOURNEYS_PAGE_SIZE && last ? encodeCursor(asDate(last.started_at), String(last.session_id)) : null;
  return { journeys, nextCursor };
}

/** The funnel steps each listed session took, in funnel order. Bounded by the sessions' times, so the events' time index is used. */
async function funnelStepsOf(db: Db, sessions: Record<string, unknown>[]): Promise<Map<string, string[]>> {
  const bySession = new Map<string, string[]>();
  if (sessions.length === 0) return bySession;
  const earliest = new Date(Math.min(...sessions.map((s) => asDate(s.session_started_at).getTime())));
  const latest = new Date(Math.max(...sessions.map((s) => asDate(s.last_seen_at).getTime())));
  const rows = rowsOf(
    await db.execute(sql`
      SELECT DISTINCT session_id, name FROM analytics_events
      WHERE occurred_at >= ${ts(earliest)} AND occurred_at <= ${ts(latest)}
        AND session_id IN (${sql.join(
          sessions.map((s) => sql`${String(s.session_id)}::uuid`),
          sql`, `,
        )})`),
  );
  for (const row of rows) {
    const id = String(row.session_id);
    bySession.set(id, [...(bySession.get(id) ?? []), String(row.name)]);
  }
  const order = (name: string) => JOURNEY_FUNNEL_STEPS.indexOf(name as (typeof JOURNEY_FUNNEL_STEPS)[number]);
  for (const names of bySession.values()) names.sort((a, b) => order(a) - order(b));
  return bySession;
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** An opaque cursor: the last journey's start and session id. */
function encodeCursor(startedAt: Date, sessionId: string): string {
  return Buffer.from(JSON.stringify([startedAt.toISOString(), sessionId])).toString('base64url');
}

function decodeCursor(cursor: string): { startedAt: Date; sessionId: string } {
  try {
    const [at, sessionId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const startedAt = new Date(at);
    if (!Number.isNaN(startedAt.getTime()) && isUuid(sessionId)) return { startedAt, sessionId };
  } catch {
    // falls through to the refusal
  }
  throw invalidInput('This page link is not valid any more: go back to the first page.');
}
