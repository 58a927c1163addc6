import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { catalogThumbnailsJob } from '../../src/server/job-contracts/renders';
import { exited, freePort, startServerProcess } from '../setup/server-process';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

const METRICS_TOKEN = 'roles-metrics-token-0123456789';

/** Everything a server process printed, on stdout and stderr, is one JSON object a line. */
function expectOnlyJsonLines(output: string) {
  const lines = output.split('\n').filter((line) => line.trim());
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
}

/**
 * The process roles on one PostgreSQL (PGlite is one process's database): ROLE=web serves and runs no
 * job, ROLE=worker runs the jobs (rendering among them) and serves nothing.
 */
describe.runIf(testDbKinds().includes('postgres'))('server roles on PostgreSQL', () => {
  let database: Database;
  let url: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-roles-'));
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const thumbnailJobs = () => database.db.select().from(jobs).where(eq(jobs.name, catalogThumbnailsJob.name));

  it('a web instance leaves the jobs to a worker, which runs them without serving HTTP', async () => {
    const webPort = await freePort();
    const web = startServerProcess(dataDir, webPort, { DATABASE_URL: url, ROLE: 'web' });
    await web.ready;
    try {
      expect(web.output()).toContain('"role":"web"');
      expect((await fetch(`http://127.0.0.1:${webPort}/api/ready`)).status).toBe(200);
      // The starting set's thumbnails job is enqueued at start and due a second later: nobody takes it.
      await expect.poll(async () => (await thumbnailJobs()).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await thumbnailJobs())[0]).toMatchObject({ status: 'queued', attempts: 0 });

      const workerPort = await freePort();
      const healthPort = await freePort();
      const worker = startServerProcess(dataDir, workerPort, { DATABASE_URL: url, ROLE: 'worker', WORKER_HEALTH_PORT: String(healthPort), METRICS_TOKEN });
      await worker.ready;
      expect(worker.output()).toContain('worker is running jobs');
      await expect.poll(async () => (await thumbnailJobs())[0].status, { timeout: 60_000, interval: 250 }).toBe('succeeded');
      expect((await thumbnailJobs())[0].lockedBy).toBeNull();
      // No app HTTP on PORT; on WORKER_HEALTH_PORT only the probes and the metrics.
      await expect(fetch(`http://127.0.0.1:${workerPort}/api/health`)).rejects.toThrow();
      const health = await fetch(`http://127.0.0.1:${healthPort}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true, db: 'postgres', jobs: 'running' });
      expect((await fetch(`http://127.0.0.1:${healthPort}/api/ready`)).status).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${healthPort}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(await metrics.text()).toContain('jobs_scrape_ok 1');
      expect((await fetch(`http://127.0.0.1:${healthPort}/api/library`)).status).toBe(404);

      const code = exited(worker.child);
      worker.child.kill('SIGTERM');
      expect(await code).toBe(0);
      expect(worker.output()).toContain('closed cleanly');
      expectOnlyJsonLines(worker.output());
    } finally {
      const code = exited(web.child);
      web.child.kill('SIGTERM');
      expect(await code).toBe(0);
      expectOnlyJsonLines(web.output());
    }
  }, 180_000);
});
