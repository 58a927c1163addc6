import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { jobType } from '../job-contracts/job-type';
import { applyAdminRetention } from '../services/admin/retention';
import type { JobQueue } from './queue/queue';

const HOUR = 60 * 60 * 1000;

export const adminRetentionJob = jobType('admin.retention', z.object({}), { maxAttempts: 3 });

interface AdminRetentionDeps {
  config: Pick<AppConfig, 'retention'>;
  database: Pick<Database, 'db'>;
  /** The clock (tests move a fake one, the same as the queue's). */
  now?: () => Date;
}

/** Hourly: admin audit entries and security webhook deliveries past their retention (decision 62), in batches of 500. */
export function registerAdminRetention(queue: JobQueue, deps: AdminRetentionDeps) {
  const now = deps.now ?? (() => new Date());
  queue
    .handle(adminRetentionJob, async () => {
      await applyAdminRetention(deps.database.db, deps.config.retention, now());
    })
    .schedule(adminRetentionJob, { everyMs: HOUR, firstRunMs: 15 * 60 * 1000 }, {});
}
