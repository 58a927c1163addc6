import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/domain/errors';
import { enqueueJob } from '../../src/server/job-contracts/enqueue';
import { awaitJobOutcome, recordJobOutcome, withdrawQueuedJob } from '../../src/server/job-contracts/job-result';
import { catalogThumbnailsJob } from '../../src/server/job-contracts/renders';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

/**
 * A job a request waits for (decision 113): the handler's value or domain error in `jobs.result`, the
 * request's bounded wait, and a job taken back when nobody waits for it.
 */
describe.each(testDbKinds())('a job a request waits for, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const newJob = async () => (await enqueueJob(database.db, catalogThumbnailsJob, {})) as string;
  const finish = (id: string) => database.db.update(jobs).set({ status: 'succeeded' }).where(eq(jobs.id, id));

  it('hands the value back once the job has succeeded', async () => {
    const id = await newJob();
    const waiting = awaitJobOutcome<{ png: string }>(database.db, id, 10_000);
    await recordJobOutcome(database.db, id, async () => ({ png: 'AAAA' }));
    await finish(id);
    expect(await waiting).toEqual({ value: { png: 'AAAA' } });
    expect(await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).toHaveLength(1);

    // A proof's request forgets the row once read: it holds the design and the picture.
    const proof = await newJob();
    await recordJobOutcome(database.db, proof, async () => ({ png: 'BBBB' }));
    await finish(proof);
    expect(await awaitJobOutcome(database.db, proof, 1000, { forget: true })).toEqual({ value: { png: 'BBBB' } });
    expect(await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, proof))).toEqual([]);
  });

  it("throws the handler's domain error again, with its kind, code, message and details", async () => {
    const id = await newJob();
    await recordJobOutcome(database.db, id, async () => {
      throw new DomainError('unprocessable', 'production_input', 'Nothing to print.', { objects: 0 });
    });
    await finish(id);
    const error = await awaitJobOutcome(database.db, id, 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'unprocessable', code: 'production_input', message: 'Nothing to print.', details: { objects: 0 } });
  });

  it("leaves any other error to the job's own failure, and a failed job fails the wait", async () => {
    const id = await newJob();
    await expect(recordJobOutcome(database.db, id, async () => Promise.reject(new Error('skia crashed')))).rejects.toThrow('skia crashed');
    expect((await database.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, id)))[0].result).toBeNull();
    await database.db.update(jobs).set({ status: 'failed', lastError: 'skia crashed' }).where(eq(jobs.id, id));
    await expect(awaitJobOutcome(database.db, id, 1000)).rejects.toThrow('skia crashed');
  });

  it('answers null when the wait runs out; a job no worker started is taken back, a running one is not', async () => {
    const queued = await newJob();
    const started = Date.now();
    expect(await awaitJobOutcome(database.db, queued, 300)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await withdrawQueuedJob(database.db, queued)).toBe(true);
    expect(await database.db.select().from(jobs).where(eq(jobs.id, queued))).toEqual([]);

    const running = await newJob();
    await database.db.update(jobs).set({ status: 'running' }).where(eq(jobs.id, running));
    expect(await withdrawQueuedJob(database.db, running)).toBe(false);
  });
});
