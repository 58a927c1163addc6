import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/job-contracts/enqueue';
import { jobType } from '../../src/server/job-contracts/job-type';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { shutDown } from '../../src/server/shutdown';
import { openTestDatabase } from '../setup/test-db';

/**
 * The graceful stop on a real HTTP server and job queue: during the delay the instance still answers,
 * then refuses new connections; a request in flight finishes; a running job that stops on the signal is
 * released for another instance; the pools close last.
 */
describe('graceful stop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('answers during the delay, finishes the request in flight, releases the running job, then closes', async () => {
    const type = jobType(`test.graceful.${Date.now()}`, z.object({}));
    const queue = new JobQueue({ db: database.db, pollMs: 20, log: { info: () => {}, warn: () => {}, error: () => {} } }).handle(
      type,
      (_p, { signal }) => new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
    );
    const id = (await enqueueJob(database.db, type, {})) as string;
    await queue.start();
    await expect.poll(async () => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0].status).toBe('running');

    const http = await new Promise<Server>((resolve) => {
      const s = serve(
        {
          port: 0,
          hostname: '127.0.0.1',
          fetch: async (req) => {
            if (new URL(req.url).pathname === '/slow') await new Promise((r) => setTimeout(r, 600));
            return new Response('done');
          },
        },
        () => resolve(s as Server),
      );
    });
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const slow = fetch(`${base}/slow`).then(async (r) => [r.status, await r.text()]);
    await new Promise((r) => setTimeout(r, 50));

    const events: string[] = [];
    const t0 = Date.now();
    const stopped = shutDown({ http, jobs: queue, delayMs: 300, close: async () => void events.push('pools closed'), log: { info: () => {}, warn: () => {}, error: () => {} } });
    // Inside the delay a new request is still answered (the balancer has not yet seen readiness turn 503).
    const duringDelay = await fetch(`${base}/fast`);
    expect(duringDelay.status).toBe(200);
    await new Promise((r) => setTimeout(r, 350));
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
    expect(await slow).toEqual([200, 'done']);
    await stopped;
    // Not held open by the finished request's idle keep-alive connection (Node keeps those 5 s).
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(events).toEqual(['pools closed']);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });
});
