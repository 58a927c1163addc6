import { z } from 'zod';
import type { Database } from '../db/client';
import { jobType } from '../job-contracts/job-type';
import { pruneFinishedJobs } from './queue/admin';
import type { JobQueue } from './queue/queue';

const DAY = 24 * 60 * 60 * 1000;
export const KEEP_SUCCEEDED_JOBS_MS = 7 * DAY;
export const KEEP_FAILED_JOBS_MS = 30 * DAY;

export const pruneJobsJob = jobType('jobs.prune', z.object({}), { maxAttempts: 3 });

/** Finished jobs are deleted after a week (failed ones after 30 days, to be looked at first); hourly. */
export function registerPruneJobs(queue: JobQueue, database: Pick<Database, 'db'>) {
  queue
    .handle(pruneJobsJob, async () => {
      await pruneFinishedJobs(database.db, { succeededMs: KEEP_SUCCEEDED_JOBS_MS, failedMs: KEEP_FAILED_JOBS_MS });
    })
    .schedule(pruneJobsJob, { everyMs: 60 * 60 * 1000, firstRunMs: 5 * 60 * 1000 }, {});
}
