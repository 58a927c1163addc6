import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/job-contracts/enqueue';
import { type JobType, jobType } from '../../src/server/job-contracts/job-type';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { claimJobs } from '../../src/server/jobs/queue/store';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

/**
 * Leases on the real clock: a stopping worker gives its job back at once, a killed one (no more
 * heartbeats) loses it after the short lease, and a live one keeps it however long it runs. Two
 * workers on PostgreSQL each have their own connection pool, as two instances would.
 */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const LEASE_MS = 600;
let typeCount = 0;
const freshType = (): JobType<{ n: number }> => jobType(`test.lease.${Date.now()}.${++typeCount}`, z.object({ n: z.number() }), { maxAttempts: 3 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDbKinds())('job leases on %s', (kind) => {
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // PGlite is one in-process database: both workers share it. PostgreSQL: the second has its own pool.
    const url = kind === 'postgres' ? (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString : null;
    other = url ? await openDatabase({ databaseUrl: url, migrate: false }) : database;
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const worker = (db: Database, workerId: string) => new JobQueue({ db: db.db, workerId, leaseMs: LEASE_MS, pollMs: 20, log: quiet });

  it('a job released by a stopping worker is claimed by another at once, with its attempt given back', async () => {
    const type = freshType();
    let release = () => {};
    const stopping = worker(database, 'stopping').handle(type, () => new Promise<void>((resolve) => (release = resolve)));
    const id = (await enqueueJob(database.db, type, { n: 1 })) as string;
    const runs: string[] = [];
    await stopping.start();
    await expect.poll(async () => (await row(id)).lockedBy).toBe('stopping');

    // The job ignores the stop signal: after the grace it is given back, well before its lease runs out.
    const stoppedAt = Date.now();
    await stopping.stop({ graceMs: 50 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    const taker = worker(other, 'taker').handle(type, async () => void runs.push('taker'));
    expect(await taker.runDue()).toBe(1);
    const takenAfter = Date.now() - stoppedAt;
    expect(takenAfter).toBeLessThan(LEASE_MS);
    expect(await row(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    // The stopped worker's handler ending late changes nothing.
    release();
    await sleep(20);
    expect(await row(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(runs).toEqual(['taker']);
  });

  it('a handler that stops on the signal gives its job back instead of failing it', async () => {
    const type = freshType();
    const stopping = worker(database, 'stopping').handle(
      type,
      (_p, { signal }) => new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
    );
    const id = (await enqueueJob(database.db, type, { n: 2 })) as string;
    await stopping.start();
    await expect.poll(async () => (await row(id)).status).toBe('running');
    await stopping.stop({ graceMs: 5000 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });

  it('a job whose worker stops heartbeating (killed) is claimed again once the short lease runs out', async () => {
    const type = freshType();
    const id = (await enqueueJob(database.db, type, { n: 3 })) as string;
    // A worker claims it and dies without a word: no heartbeat, no release.
    expect(await claimJobs(database.db, { names: [type.name], limit: 1, workerId: 'killed', leaseMs: LEASE_MS, now: new Date() })).toHaveLength(1);
    const killedAt = Date.now();
    const taker = worker(other, 'taker').handle(type, async () => {});
    await taker.start();
    try {
      await expect.poll(async () => (await row(id)).status, { timeout: 5000, interval: 20 }).toBe('succeeded');
    } finally {
      await taker.stop();
    }
    const retriedAfter = Date.now() - killedAt;
    expect(retriedAfter).toBeGreaterThanOrEqual(LEASE_MS - 50);
    expect(retriedAfter).toBeLessThan(LEASE_MS + 2000);
    expect(await row(id)).toMatchObject({ attempts: 2, lockedBy: null });
  });

  it('a long job with heartbeats is not taken by another worker, however many leases it outlives', async () => {
    const type = freshType();
    const ran: string[] = [];
    const long = worker(database, 'long').handle(type, async () => {
      ran.push('long');
      await sleep(LEASE_MS * 4);
    });
    const watcher = worker(other, 'watcher').handle(type, async () => void ran.push('watcher'));
    const id = (await enqueueJob(database.db, type, { n: 4 })) as string;
    await long.start();
    await expect.poll(async () => (await row(id)).lockedBy).toBe('long');
    await watcher.start();
    try {
      await expect.poll(async () => (await row(id)).status, { timeout: LEASE_MS * 10, interval: 50 }).toBe('succeeded');
    } finally {
      await Promise.all([long.stop(), watcher.stop()]);
    }
    expect(ran).toEqual(['long']);
    expect(await row(id)).toMatchObject({ attempts: 1 });
  });
});
