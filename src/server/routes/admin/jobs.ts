import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminJob } from '../../../shared/api/admin.responses';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import { jobs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError, notFound } from '../../domain/errors';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { getJob, listJobs, retryJob } from '../../jobs/queue/admin';
import type { JobRow } from '../../jobs/queue/store';

const toJob = (r: Omit<JobRow, 'result'>): AdminJob => ({
  id: r.id,
  name: r.name,
  status: r.status,
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  runAt: r.runAt.toISOString(),
  lastError: r.lastError,
  payload: r.payload,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** /api/admin/jobs: the durable queue — jobs by status and name with their errors, and a retry of a failed one. */
export const adminJobRoutes = defineRoutes({
  prefix: '/jobs',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database'>, base) => {
    const { db } = deps.database;
    return implement(
      new Hono<AppEnv>(),
      base,
      { jobs: table.jobs, retryJob: table.retryJob },
      {
        jobs: {
          blankIsAbsent: ['status', 'name'],
          handler: async ({ query }) => {
            const [rows, counts] = await Promise.all([listJobs(db, { ...query, limit: 100 }), db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status)]);
            const of = (s: string) => Number(counts.find((r) => r.status === s)?.n ?? 0);
            return { jobs: rows.map(toJob), counts: { queued: of('queued'), running: of('running'), succeeded: of('succeeded'), failed: of('failed') } };
          },
        },
        retryJob: async ({ params: { id } }) => {
          const before = await getJob(db, id);
          if (!before) throw notFound('No such job.');
          if (!(await retryJob(db, id)))
            throw new DomainError('conflict', 'job_not_retryable', 'Only a failed job can be retried, and not while another run of it is waiting or running.');
          return { job: toJob((await getJob(db, id)) as JobRow) };
        },
      },
    );
  },
});
