import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/job-contracts/enqueue';
import { type JobType, jobType } from '../../src/server/job-contracts/job-type';
import { listJobs, retryJob } from '../../src/server/jobs/queue/admin';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { claimJobs } from '../../src/server/jobs/queue/store';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

const T0 = Date.parse('2030-01-01T00:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR_AHEAD = 60 * MINUTE;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A clock the test moves; every queue in a test reads the same one. */
function fakeClock(start = T0) {
  let ms = start;
  return {
    now: () => new Date(ms),
    set(at: number) {
      ms = at;
    },
    advance(by: number) {
      ms += by;
    },
  };
}

let typeCount = 0;
/** A job type of the test's own, so jobs that other tests left in the database are never claimed. */
const freshType = <P>(payload: z.ZodType<P>, options?: { maxAttempts?: number; retryBaseMs?: number }): JobType<P> => jobType(`test.${++typeCount}`, payload, options);

const jobRow = async (db: Database, id: string) => (await db.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe.each(testDbKinds())('job queue on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const queueOf = (clock: ReturnType<typeof fakeClock>, options: { workerId?: string; leaseMs?: number; scheduleEveryMs?: number } = {}) =>
    new JobQueue({ db: database.db, now: clock.now, random: () => 1, log: quiet, ...options });

  it('runs a job enqueued by another queue instance (a restarted server picks up what the old one left)', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({ n: z.number() }));
    const before = queueOf(clock);
    const id = (await before.enqueue(type, { n: 7 })) as string;
    await before.stop();

    const seen: number[] = [];
    const after = queueOf(clock).handle(type, async ({ n }) => void seen.push(n));
    expect(await after.runDue()).toBe(1);
    expect(seen).toEqual([7]);
    expect(await jobRow(database, id)).toMatchObject({ status: 'succeeded', attempts: 1, lockedBy: null, finishedAt: clock.now() });
    expect(await after.runDue()).toBe(0);
  });

  it('takes a running job again once the lease of its killed worker runs out; on its last attempt it fails instead', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({}), { maxAttempts: 3 });
    const id = (await enqueueJob(database.db, type, {}, { now: clock.now() })) as string;
    // A worker claims it and dies without a word.
    expect(await claimJobs(database.db, { names: [type.name], limit: 10, workerId: 'killed', leaseMs: 30 * SECOND, now: clock.now() })).toHaveLength(1);

    let runs = 0;
    const survivor = queueOf(clock, { workerId: 'survivor' }).handle(type, async () => {
      runs++;
      throw new Error('still broken');
    });
    clock.advance(29 * SECOND);
    expect(await survivor.runDue()).toBe(0);
    clock.advance(1 * SECOND);
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(database, id)).toMatchObject({ status: 'queued', attempts: 2 });

    // Attempt 3 (the last) is claimed by a worker that dies too: nobody runs it a third time.
    clock.advance(HOUR_AHEAD);
    expect(await claimJobs(database.db, { names: [type.name], limit: 10, workerId: 'killed-again', leaseMs: 30 * SECOND, now: clock.now() })).toHaveLength(1);
    clock.advance(31 * SECOND);
    expect(await survivor.runDue()).toBe(0);
    const failed = await jobRow(database, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lockedBy: null });
    expect(failed.lastError).toMatch(/lease expired/);
  });

  it('retries with exponential backoff, then stays failed with its error; an admin can queue it again', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({ to: z.string() }), { maxAttempts: 3, retryBaseMs: 10 * SECOND });
    let fail = true;
    const attempts: number[] = [];
    const queue = queueOf(clock).handle(type, async (_payload, { attempt }) => {
      attempts.push(attempt);
      if (fail) throw new Error(`mail server down (attempt ${attempt})`);
    });
    const id = (await queue.enqueue(type, { to: 'a@example.com' })) as string;

    expect(await queue.runDue()).toBe(1);
    // random() = 1: the whole exponential delay, 10 s then 20 s.
    expect(await jobRow(database, id)).toMatchObject({ status: 'queued', attempts: 1, runAt: new Date(T0 + 10 * SECOND), lastError: expect.stringContaining('attempt 1') });
    clock.advance(10 * SECOND - 1);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    expect(await jobRow(database, id)).toMatchObject({ status: 'queued', attempts: 2, runAt: new Date(T0 + 30 * SECOND) });
    clock.set(T0 + 30 * SECOND);
    expect(await queue.runDue()).toBe(1);
    const failed = await jobRow(database, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, finishedAt: clock.now(), lockedBy: null });
    expect(failed.lastError).toContain('mail server down (attempt 3)');
    clock.advance(HOUR_AHEAD);
    expect(await queue.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);

    expect((await listJobs(database.db, { status: 'failed', name: type.name })).map((j) => j.id)).toEqual([id]);
    fail = false;
    expect(await retryJob(database.db, id, clock.now())).toBe(true);
    expect(await retryJob(database.db, id, clock.now())).toBe(false);
    expect(await queue.runDue()).toBe(1);
    expect(await jobRow(database, id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('fails a job whose payload does not fit its schema at once, without calling the handler', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({ orderId: z.string() }));
    const older = { ...type, payload: z.object({ order: z.number() }) } as unknown as JobType<{ order: number }>;
    const id = (await enqueueJob(database.db, older, { order: 1 }, { now: clock.now() })) as string;
    let called = false;
    const queue = queueOf(clock).handle(type, async () => {
      called = true;
    });
    expect(await queue.runDue()).toBe(1);
    expect(called).toBe(false);
    const row = await jobRow(database, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^invalid payload/);
  });

  it('keeps one queued-or-running job per singleton key', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({ orderId: z.string() }));
    const queue = queueOf(clock).handle(type, async () => {});
    const first = await queue.enqueue(type, { orderId: 'o1' }, { singletonKey: 'render:o1' });
    expect(first).toBeTruthy();
    expect(await queue.enqueue(type, { orderId: 'o1' }, { singletonKey: 'render:o1' })).toBeNull();
    expect(await queue.runDue()).toBe(1);
    expect(await queue.enqueue(type, { orderId: 'o1' }, { singletonKey: 'render:o1' })).toBeTruthy();
  });

  it('runs a scheduled job on exactly one of three instances per period, first at start, never two runs at once', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({}));
    const runsBy: string[] = [];
    const instances = ['a', 'b', 'c'].map((name) =>
      queueOf(clock, { workerId: name })
        .handle(type, async () => void runsBy.push(name))
        .schedule(type, { everyMs: MINUTE, firstRunMs: 0 }, {}),
    );
    for (let period = 0; period < 5; period++) {
      clock.set(T0 + period * MINUTE);
      await Promise.all(instances.map((q) => q.runDue()));
      expect(runsBy).toHaveLength(period + 1);
      clock.advance(MINUTE - 1);
      await Promise.all(instances.map((q) => q.runDue()));
      expect(runsBy).toHaveLength(period + 1);
    }
    // An instance starting a little before the next period does not add a run of its own.
    const late = queueOf(clock, { workerId: 'd' })
      .handle(type, async () => void runsBy.push('d'))
      .schedule(type, { everyMs: MINUTE, firstRunMs: 0 }, {});
    expect(await late.runDue()).toBe(0);
    clock.advance(1);
    await Promise.all([...instances, late].map((q) => q.runDue()));
    expect(runsBy).toHaveLength(6);

    // A run that outlasts its period: the next period's run is skipped, not started beside it.
    let release = () => {};
    const slowType = freshType(z.object({}));
    const slowRuns: string[] = [];
    const slow = ['a', 'b'].map((name) =>
      // The lease outlasts the test (no heartbeat moves a fake clock).
      queueOf(clock, { workerId: `slow-${name}`, leaseMs: HOUR_AHEAD })
        .handle(slowType, async () => {
          slowRuns.push(name);
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        })
        .schedule(slowType, { everyMs: MINUTE, firstRunMs: 0 }, {}),
    );
    const running = slow[0].runDue();
    await expect.poll(() => slowRuns.length).toBe(1);
    clock.advance(MINUTE);
    expect(await slow[1].runDue()).toBe(0);
    release();
    expect(await running).toBe(1);
    clock.advance(MINUTE);
    const next = slow[1].runDue();
    await expect.poll(() => slowRuns.length).toBe(2);
    release();
    expect(await next).toBe(1);
  });

  it('puts every schedule on one short period with scheduleEveryMs (JOBS_SCHEDULE_EVERY_MS), its first run at once', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({}));
    let runs = 0;
    const queue = queueOf(clock, { scheduleEveryMs: 3000 })
      .handle(type, async () => void runs++)
      .schedule(type, { everyMs: HOUR_AHEAD, firstRunMs: HOUR_AHEAD }, {});
    expect(await queue.runDue()).toBe(1);
    clock.advance(2999);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(2);
  });

  it('stop() waits for the running handler and its outcome is recorded', async () => {
    const type = freshType(z.object({}));
    let finish = () => {};
    let sawAbort = false;
    const queue = new JobQueue({ db: database.db, pollMs: 20, log: quiet }).handle(type, async (_p, { signal }) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      sawAbort = signal.aborted;
    });
    const id = (await queue.enqueue(type, {})) as string;
    await queue.start();
    await expect.poll(async () => (await jobRow(database, id)).status).toBe('running');
    const stopped = queue.stop();
    setTimeout(() => finish(), 50);
    await stopped;
    expect(sawAbort).toBe(true);
    expect((await jobRow(database, id)).status).toBe('succeeded');
  });
});

describe('job queue on PGlite across a real restart', () => {
  it('a job enqueued before the database was closed runs after it is opened again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
    try {
      const type = freshType(z.object({ n: z.number() }));
      const first = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      const id = await new JobQueue({ db: first.db, log: quiet }).enqueue(type, { n: 42 });
      await first.close();

      const second = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      try {
        const seen: number[] = [];
        expect(await new JobQueue({ db: second.db, log: quiet }).handle(type, async ({ n }) => void seen.push(n)).runDue()).toBe(1);
        expect(seen).toEqual([42]);
        expect(
          (
            await second.db
              .select()
              .from(jobs)
              .where(eq(jobs.id, id as string))
          )[0].status,
        ).toBe('succeeded');
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Several server instances, each with its own connection pool, on one PostgreSQL database: the real
 * concurrency that `FOR UPDATE SKIP LOCKED` and the schedule's conditional UPDATE are there for (PGlite
 * has one session, so these only run on PostgreSQL).
 */
describe.runIf(testDbKinds().includes('postgres'))('job queue with four instances on PostgreSQL', () => {
  let database: Database;
  let instances: Database[];
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url, migrate: false })));
  });
  afterAll(async () => {
    await Promise.all(instances.map((d) => d.close()));
    await database.close();
  });

  it('runs each of 200 jobs exactly once, spread over the four', async () => {
    const type = freshType(z.object({ n: z.number() }));
    const runs = new Map<number, string[]>();
    const queues = instances.map((instance, i) =>
      new JobQueue({ db: instance.db, workerId: `worker-${i}`, concurrency: 4, pollMs: 10, log: quiet }).handle(type, async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), `worker-${i}`]);
        // A little work, so claims and runs overlap.
        await new Promise((resolve) => setTimeout(resolve, (n % 5) + 1));
      }),
    );
    await Promise.all(queues.map((q) => q.start()));
    try {
      await Promise.all(Array.from({ length: 200 }, (_, n) => enqueueJob(database.db, type, { n })));
      await expect.poll(async () => (await listJobs(database.db, { status: 'succeeded', name: type.name, limit: 500 })).length, { timeout: 20_000, interval: 100 }).toBe(200);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const perWorker = new Map<string, number>();
    for (const [by] of runs.values()) perWorker.set(by, (perWorker.get(by) ?? 0) + 1);
    expect(perWorker.size).toBeGreaterThan(1);
    console.log('[jobs test] 200 jobs per worker:', Object.fromEntries(perWorker));
  });

  it('runs a scheduled job once per period, whichever of the four instances looks first', async () => {
    const clock = fakeClock();
    const type = freshType(z.object({}));
    const runsBy: string[] = [];
    const queues = instances.map((instance, i) =>
      new JobQueue({ db: instance.db, workerId: `worker-${i}`, now: clock.now, log: quiet })
        .handle(type, async () => {
          runsBy.push(`worker-${i}`);
        })
        .schedule(type, { everyMs: MINUTE, firstRunMs: 0 }, {}),
    );
    for (let period = 0; period < 20; period++) {
      clock.set(T0 + period * MINUTE);
      // Each instance looks several times in the period, all at once.
      await Promise.all(queues.flatMap((q) => [q.runDue(), q.runDue()]));
      expect(runsBy).toHaveLength(period + 1);
    }
    console.log('[jobs test] 20 scheduled runs per worker:', Object.fromEntries(instances.map((_, i) => [`worker-${i}`, runsBy.filter((w) => w === `worker-${i}`).length])));
  });
});
