import { sql } from 'drizzle-orm';
import { JOURNEY_FUNNEL_STEPS } from '../../../shared/analytics/constants';
import { EXIT_PAGES_LIMIT } from '../../../shared/api/analytics';
import type { ExitPage, FunnelDropOff, PageExitsResponse } from '../../../shared/api/analytics.responses';
import type { Db } from '../../db/client';
import { rowsOf } from '../security/rate-counter';
import { filteredJourneys, type JourneyFilter, journeyRange } from './journey-filter';
import { ts } from './time';

/**
 * Where visitors leave, from the journeys the filter selects: per page, how often it was
 * seen, how many journeys started and ended there (exit rate = exits ÷ views), single-page journeys,
 * and the average time it was shown before being left (from the page exits recorded); and the funnel
 * visit → editor → saved design → cart → checkout with the sessions lost at each step. Journeys are kept
 * 7 days (SPEC §9), so these are figures of the last week at most; one journey's exit is its last page
 * among its first 100.
 */
export async function pageExits(db: Db, filter: JourneyFilter, now: Date): Promise<PageExitsResponse> {
  const range = journeyRange(filter, now);
  const journeys = sql`WITH j AS (${filteredJourneys(filter, range)})`;
  const [pages, totals, times, steps] = await Promise.all([
    db.execute(sql`${journeys}
      SELECT e.path, count(*)::int AS views,
        count(*) FILTER (WHERE e.n = 1)::int AS entries,
        count(*) FILTER (WHERE e.n = j.len)::int AS exits,
        count(*) FILTER (WHERE j.len = 1)::int AS bounces
      FROM j CROSS JOIN LATERAL jsonb_array_elements_text(j.steps) WITH ORDINALITY AS e(path, n)
      GROUP BY e.path ORDER BY views DESC, e.path LIMIT ${EXIT_PAGES_LIMIT}`),
    db.execute(sql`${journeys}
      SELECT count(*)::int AS sessions, coalesce(sum(len), 0)::int AS page_views, count(*) FILTER (WHERE len = 1)::int AS bounces FROM j`),
    db.execute(sql`${journeys}
      SELECT x.path, round(avg(x.duration_ms))::int AS average_ms
      FROM analytics_page_exits x JOIN j ON j.session_id = x.session_id
      WHERE x.occurred_at >= ${ts(range.from)}
      GROUP BY x.path`),
    db.execute(sql`${journeys}
      SELECT e.name, count(DISTINCT e.session_id)::int AS sessions
      FROM analytics_events e JOIN j ON j.session_id = e.session_id
      WHERE e.occurred_at >= ${ts(range.from)} AND e.name IN (${sql.join(
        JOURNEY_FUNNEL_STEPS.slice(1).map((name) => sql`${name}`),
        sql`, `,
      )})
      GROUP BY e.name`),
  ]);
  const total = rowsOf(totals)[0];
  const averageTime = new Map(rowsOf(times).map((r) => [String(r.path), Number(r.average_ms)]));
  const rows: ExitPage[] = rowsOf(pages).map((r) => {
    const views = Number(r.views);
    const exits = Number(r.exits);
    return {
      path: String(r.path),
      views,
      entries: Number(r.entries),
      exits,
      exitRate: views > 0 ? exits / views : 0,
      bounces: Number(r.bounces),
      averageTimeMs: averageTime.get(String(r.path)) ?? null,
    };
  });
  const sessionsByStep = new Map(rowsOf(steps).map((r) => [String(r.name), Number(r.sessions)]));
  sessionsByStep.set('visit', Number(total.sessions));
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    sessions: Number(total.sessions),
    pageViews: Number(total.page_views),
    bounces: Number(total.bounces),
    pages: rows,
    funnel: funnelDropOff(sessionsByStep),
  };
}

/** Each step's sessions and how many of the step before's did not come this far. */
function funnelDropOff(sessionsByStep: Map<string, number>): FunnelDropOff[] {
  return JOURNEY_FUNNEL_STEPS.map((step, i) => {
    const sessions = sessionsByStep.get(step) ?? 0;
    const before = i === 0 ? sessions : (sessionsByStep.get(JOURNEY_FUNNEL_STEPS[i - 1]) ?? 0);
    const dropOff = Math.max(0, before - sessions);
    return { step, sessions, dropOff, dropOffRate: before > 0 ? dropOff / before : 0 };
  });
}
