import { z } from 'zod';
import { ANALYTICS_STALE_CLEANUP_EVERY_MS } from '../../shared/analytics/constants';
import type { Database } from '../db/client';
import { jobType } from '../job-contracts/job-type';
import { closeStaleSessions, expireJourneys, expireRawRecords } from '../services/analytics/cleanup';
import { recentWindow, rollUp } from '../services/analytics/rollups';
import { deleteOldSalts } from '../services/analytics/visitor';
import type { JobQueue } from './queue/queue';

const MINUTE = 60 * 1000;
/** Roll-ups are this fresh: the dashboard's visits and funnel lag the raw records by at most this. */
export const ANALYTICS_ROLLUP_EVERY_MS = 5 * MINUTE;
export const ANALYTICS_EXPIRE_EVERY_MS = 60 * MINUTE;

export const analyticsRollupJob = jobType('analytics.rollup', z.object({}), { maxAttempts: 3 });
export const analyticsStaleSessionsJob = jobType('analytics.stale-sessions', z.object({}), { maxAttempts: 3 });
export const analyticsExpireJob = jobType('analytics.expire', z.object({}), { maxAttempts: 3 });

interface AnalyticsJobDeps {
  database: Pick<Database, 'db'>;
  /** The clock (tests move a fake one, the same as the queue's). */
  now?: () => Date;
}

/**
 * Analytics' jobs (decision 41): the roll-ups every 5 minutes (yesterday and today recomputed from raw
 * rows); SPEC §9's stale-session cleanup every 30 minutes; hourly, journeys past 7 days, raw records
 * past the retention and old salts. All safe to run twice.
 */
export function registerAnalyticsJobs(queue: JobQueue, deps: AnalyticsJobDeps) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  queue
    .handle(analyticsRollupJob, async () => rollUp(db, recentWindow(now())))
    .schedule(analyticsRollupJob, { everyMs: ANALYTICS_ROLLUP_EVERY_MS, firstRunMs: 20 * 1000 }, {})
    .handle(analyticsStaleSessionsJob, async () => {
      await closeStaleSessions(db, now());
    })
    .schedule(analyticsStaleSessionsJob, { everyMs: ANALYTICS_STALE_CLEANUP_EVERY_MS, firstRunMs: MINUTE }, {})
    .handle(analyticsExpireJob, async () => {
      const at = now();
      await expireJourneys(db, at);
      await expireRawRecords(db, at);
      await deleteOldSalts(db, at);
    })
    .schedule(analyticsExpireJob, { everyMs: ANALYTICS_EXPIRE_EVERY_MS, firstRunMs: 10 * MINUTE }, {});
}
