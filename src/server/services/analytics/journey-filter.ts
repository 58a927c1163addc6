import { type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_JOURNEY_TTL_MS } from '../../../shared/analytics/constants';
import type { DeviceClass } from '../../db/schema';
import { addMs, ts } from './time';

/** The staff's filters of journeys and page exits (src/shared/api/analytics.ts), checked at the edge. */
export interface JourneyFilter {
  from?: string;
  to?: string;
  device?: DeviceClass;
  path?: string;
}

export interface JourneyRange {
  from: Date;
  to: Date;
}

/** Without dates: the last 7 days, all that journeys are kept (SPEC §9). */
export function journeyRange(filter: JourneyFilter, now: Date): JourneyRange {
  const to = filter.to ? new Date(filter.to) : now;
  const from = filter.from ? new Date(filter.from) : addMs(to, -ANALYTICS_JOURNEY_TTL_MS);
  return { from, to };
}

/**
 * The journeys the filter selects, as `j` (session_id, steps, len, started_at) joined with their
 * session `s`: started in the range (the journeys' indexed start), on the device, through the page.
 */
export function filteredJourneys(filter: JourneyFilter, range: JourneyRange, extraWhere: SQL = sql``): SQL {
  return sql`
    SELECT j.session_id, j.steps, jsonb_array_length(j.steps) AS len, j.started_at,
      s.started_at AS session_started_at, s.last_seen_at, s.ended_at, s.device, s.language, s.referrer_host
    FROM analytics_journeys j JOIN analytics_sessions s ON s.id = j.session_id
    WHERE j.started_at >= ${ts(range.from)} AND j.started_at < ${ts(range.to)}
      ${filter.device ? sql`AND s.device = ${filter.device}` : sql``}
      ${filter.path ? sql`AND j.steps @> jsonb_build_array(${filter.path}::text)` : sql``}
      ${extraWhere}`;
}
