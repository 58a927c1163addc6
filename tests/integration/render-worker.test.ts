import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { jobs, user } from '../../src/server/db/schema';
import { renderProductionFileJob, renderProofJob } from '../../src/server/job-contracts/renders';
import type { StickerOptions } from '../../src/shared/sticker';
import { discDesign } from '../setup/orders';
import { exited, freePort, type ServerProcess, startServerProcess } from '../setup/server-process';
import { openTestDatabase, testDbKinds } from '../setup/test-db';

const ADMIN = 'render-admin@test.example';
const DIE_CUT: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

/** A browser's side of one process: JSON requests with its cookies and the Origin the CSRF check wants. */
function httpClient(base: string) {
  const jar = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [k, ...v] = set.split(';')[0].split('=');
      jar.set(k, v.join('='));
    }
    return res;
  };
}

/** The worker's log lines of renders done for a request. */
const workerRenders = (worker: ServerProcess) =>
  worker
    .output()
    .split('\n')
    .filter((line) => line.includes('rendered for a request'))
    .map((line) => JSON.parse(line) as { job: string; outcome: string });

/**
 * Decision 113: a ROLE=web process answers the renders its requests ask for (a cart proof, an admin's
 * print-file download) without drawing them: each goes to the jobs table, a ROLE=worker process draws
 * it, and the web process waits for the job's outcome. Real processes on one PostgreSQL, one storage folder.
 */
describe.runIf(testDbKinds().includes('postgres'))('renders asked for by a web instance run on the worker', () => {
  let database: Database;
  let url: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-render-worker-'));
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  });
  afterAll(async () => {
    for (const p of processes) {
      const code = exited(p.child);
      p.child.kill('SIGTERM');
      await code;
    }
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const renderJobs = () =>
    database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.name, [renderProofJob.name, renderProductionFileJob.name]));

  it('a cart proof and a print-file download are drawn by the worker while the web instance waits', async () => {
    const webPort = await freePort();
    const base = `http://127.0.0.1:${webPort}`;
    const env = { DATABASE_URL: url, ADMIN_EMAILS: ADMIN, PUBLIC_URL: base, AUTH_SIGNIN_LIMIT_PER_MINUTE: '1000' };
    const web = startServerProcess(dataDir, webPort, { ...env, ROLE: 'web' });
    processes.push(web);
    await web.ready;

    // A guest orders a design not saved yet: the line's proof is a job, queued while no worker runs.
    const shopper = httpClient(base);
    const adding = shopper('POST', '/api/cart/designs', { name: 'Red disc', json: discDesign(), options: DIE_CUT });
    await expect.poll(async () => (await renderJobs()).map((j) => [j.name, j.status]), { timeout: 30_000, interval: 200 }).toEqual([[renderProofJob.name, 'queued']]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await renderJobs())[0]).toMatchObject({ status: 'queued', attempts: 0 });

    const worker = startServerProcess(dataDir, await freePort(), { ...env, ROLE: 'worker' });
    processes.push(worker);
    const added = await adding;
    expect(added.status).toBe(200);
    const { cart, designId } = (await added.json()) as { designId: string; cart: { lines: Array<{ proofUrl: string; proofFacts: unknown }> } };
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].proofFacts).toBeTruthy();
    const proof = await shopper('GET', new URL(cart.lines[0].proofUrl, base).pathname);
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/png');
    // The worker drew it (its log says so); the web instance read the outcome and deleted the row.
    const drawn = () => workerRenders(worker).filter((line) => line.job === renderProofJob.name);
    expect(drawn()).toMatchObject([{ outcome: 'drawn' }]);
    expect(await renderJobs()).toEqual([]);

    // An admin downloads the design's print file through the web instance: the worker builds it.
    const admin = httpClient(base);
    expect((await admin('POST', '/api/auth/sign-up/email', { email: ADMIN, password: 'secret123', name: 'Admin' })).status).toBe(200);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN));
    expect((await admin('POST', '/api/auth/sign-in/email', { email: ADMIN, password: 'secret123' })).status).toBe(200);
    const download = await admin('GET', `/api/admin/designs/${designId}/production?size=3&kind=sticker&file=png`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-production-source')).toBe('rendered');
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const fileJobs = (await renderJobs()).filter((j) => j.name === renderProductionFileJob.name);
    expect(fileJobs).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
    // Asked again, it comes from the cache without a job.
    const again = await admin('GET', `/api/admin/designs/${designId}/production?size=3&kind=sticker&file=png`);
    expect(again.headers.get('x-production-source')).toBe('file-cache');
    expect((await renderJobs()).filter((j) => j.name === renderProductionFileJob.name)).toHaveLength(1);

    // A refusal the worker's renderer makes (nothing it can print) reaches the shopper with its own code and message.
    const broken = await shopper('POST', '/api/cart/designs', {
      name: 'Broken image',
      json: { ...discDesign(), objects: [{ id: 'pic', type: 'Image', left: 0, top: 0, width: 10, height: 10, src: 'data:image/png;base64,AAAA' }] },
      options: DIE_CUT,
    });
    const refusal = (await broken.json()) as { error: { code: string } };
    expect([broken.status, refusal.error.code]).toEqual([422, 'production_input']);
    expect(drawn()).toMatchObject([{ outcome: 'drawn' }, { outcome: 'production_input' }]);
    expect(workerRenders(worker).filter((line) => line.job === renderProductionFileJob.name)).toMatchObject([{ outcome: 'drawn' }]);
    expect(web.output()).not.toContain('rendered for a request');
  }, 240_000);
});
