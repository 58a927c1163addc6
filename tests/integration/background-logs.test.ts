import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobType } from '../../src/server/job-contracts/job-type';
import { JobQueue } from '../../src/server/jobs/queue/queue';
import { postWebhook, signEvent, stripeEvent } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** Every raw line the server's logger wrote, as written (each must be one JSON object). */
function rawCapture() {
  const raw: string[] = [];
  return {
    raw,
    write: (chunk: string) => void raw.push(...chunk.split('\n').filter(Boolean)),
    parsed: () => raw.map((line) => JSON.parse(line) as Record<string, any>),
  };
}

const failingJob = jobType('test.background-log-failure', z.object({ card: z.string() }), { maxAttempts: 2 });

/**
 * Work outside a request (the pool, the job queue, payment events, the security log) logs through the
 * server's one pino logger: every line is a JSON object with its `component`, and no secret.
 */
describe.each(testDbKinds())('background logs on %s', (kind) => {
  let server: TestServer;
  const log = rawCapture();
  beforeAll(async () => {
    server = await startTestServer(kind, { LOG_LEVEL: 'info' }, { logDestination: log });
  });
  afterAll(() => server.stop());

  const lines = (component: string) => log.parsed().filter((l) => l.component === component);

  it('writes a failing job as JSON with the job name and id, and the handler log carries them too', async () => {
    const queue = new JobQueue({ db: server.deps.database.db, pollMs: 20 }).handle(failingJob, async (_payload, { log: jobLog }) => {
      jobLog.info({ step: 'start' }, 'about to fail');
      throw new Error('the printer is on fire');
    });
    await queue.enqueue(failingJob, { card: '4242424242424242' });
    expect(await queue.runDue()).toBe(1);
    await queue.stop();
    const jobLines = lines('jobs');
    expect(jobLines).toContainEqual(expect.objectContaining({ job: failingJob.name, jobId: expect.any(String), step: 'start', msg: 'about to fail' }));
    expect(jobLines).toContainEqual(
      expect.objectContaining({ level: 'error', job: failingJob.name, jobId: expect.any(String), attempt: 1, error: 'the printer is on fire', msg: 'job failed' }),
    );
    // The payload is not logged: it may carry what a customer typed.
    expect(log.raw.join('\n')).not.toContain('4242424242424242');
  });

  it('writes a payment event as JSON with its id, type and outcome', async () => {
    const event = stripeEvent('product.created', { id: 'prod_logged' });
    const { raw, header } = signEvent(event, server.config.payments.webhookSecret);
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    expect(lines('payments')).toContainEqual(
      expect.objectContaining({ level: 'info', eventId: event.id, type: 'product.created', outcome: expect.any(String), msg: 'payment event' }),
    );
  });

  it('writes a security event as JSON, without the query string of its URL', async () => {
    await server.deps.securityLog.log({ event: 'csrf_blocked', severity: 'high', url: 'http://localhost:3000/api/auth/reset?token=abcdef0123456789', userId: null });
    expect(lines('security-log')).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'csrf_blocked', severity: 'high', url: 'http://localhost:3000/api/auth/reset', msg: 'security event' }),
    );
    expect(log.raw.join('\n')).not.toContain('abcdef0123456789');
  });

  it.runIf(kind === 'postgres')('writes a lost database connection as JSON, and the pool goes on', async () => {
    const { db } = server.deps.database;
    // Two connections in the pool, one of them idle when the other kills it (as a PostgreSQL restart does).
    await Promise.all([db.execute(sql`SELECT pg_sleep(0.05)`), db.execute(sql`SELECT pg_sleep(0.05)`)]);
    await db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`);
    await expect.poll(() => lines('db').length).toBeGreaterThan(0);
    expect(lines('db')[0]).toMatchObject({ level: 'error', msg: expect.stringMatching(/client error/), error: expect.any(String) });
    expect((await db.execute(sql`SELECT 1 AS ok`)).rows ?? []).toBeTruthy();
  });

  it("writes better-auth's own messages as JSON", async () => {
    await server.client().post('/api/auth/sign-in/email', { email: 'nobody@test.example', password: 'not-the-password-1' });
    expect(lines('auth')).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.any(String) }));
    expect(log.raw.join('\n')).not.toContain('not-the-password-1');
  });

  it('wrote nothing but JSON objects, each with its time, level and message', () => {
    expect(log.raw.length).toBeGreaterThan(3);
    for (const line of log.raw) {
      const parsed = JSON.parse(line);
      expect(parsed).toMatchObject({ time: expect.any(String), level: expect.any(String), msg: expect.any(String), service: 'sticker-studio' });
    }
  });
});
