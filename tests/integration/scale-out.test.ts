import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { discDesign } from '../setup/orders';
import { type S3rver, startS3rver, stopS3rver } from '../setup/s3rver';
import { exited, freePort, startServerProcess } from '../setup/server-process';

/** The period every scheduled job runs on in this test (JOBS_SCHEDULE_EVERY_MS). */
const SCHEDULE_EVERY_MS = 3000;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two server processes on one PostgreSQL database and one S3-compatible store (s3rver): what one
 * instance did, the other sees — sessions, the failed-sign-in limit, designs and their revisions,
 * uploaded files, a checkout — and the job queue runs each scheduled job once per period across both.
 * On PostgreSQL only (PGlite is one process's database).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one database and one store', () => {
  const name = `ss_scale_out_${randomBytes(4).toString('hex')}`;
  const dirs = { a: tmp('ss-scale-a-'), b: tmp('ss-scale-b-'), s3: tmp('ss-scale-s3-') };
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let db: pg.Client;
  let s3: S3rver | undefined;
  const servers: ReturnType<typeof startServerProcess>[] = [];
  let A: string;
  let B: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    s3 = await startS3rver(dirs.s3, 'stickers');
    const env = {
      DATABASE_URL: url.toString(),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'stickers',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_SECRET: 'scale-out-test-secret-shared-by-both-instances-0123456789',
      PAYMENTS_PROVIDER: 'local',
      AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000',
      AUTH_SIGNIN_LIMIT_PER_MINUTE: '1000',
      JOBS_SCHEDULE_EVERY_MS: String(SCHEDULE_EVERY_MS),
    };
    const [portA, portB] = [await freePort(), await freePort()];
    A = `http://127.0.0.1:${portA}`;
    B = `http://127.0.0.1:${portB}`;
    // One at a time: the first applies the migrations, the second finds them applied.
    servers.push(startServerProcess(dirs.a, portA, { ...env, PUBLIC_URL: A }));
    await servers[0].ready;
    servers.push(startServerProcess(dirs.b, portB, { ...env, PUBLIC_URL: B }));
    await servers[1].ready;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      const done = exited(server.child);
      server.child.kill('SIGTERM');
      await Promise.race([done, wait(15_000)]);
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    await db?.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
    if (s3) await stopS3rver(s3);
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves a session made on A on B', async () => {
    const member = await newMember(A, 'session@scale.example');
    const me = await member.on(B)('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.json?.user?.email).toBe('session@scale.example');
  });

  it('adds up failed sign-ins on A and B against the one limit', async () => {
    const email = 'limit@scale.example';
    await newMember(A, email);
    const attempt = (base: string, password: string) => client(base)('POST', '/api/auth/sign-in/email', { email, password });
    for (const base of [A, A, A, B, B]) expect((await attempt(base, 'wrong-password')).status).toBe(401);
    const sixth = await attempt(A, 'wrong-password');
    expect(sixth.status).toBe(429);
    expect(sixth.json?.error?.code).toBe('too_many_attempts');
    // Even the right password waits, on either instance.
    expect((await attempt(B, 'secret123')).status).toBe(429);
  });

  it('reads on B a design saved on A, and refuses a stale write on B with 409', async () => {
    const member = await newMember(A, 'design@scale.example');
    const created = await member.on(A)('POST', '/api/designs', { name: 'Scale', json: discDesign() });
    expect(created.status).toBe(201);
    const id = created.json?.design?.id;
    const saved = await member.on(A)('PUT', `/api/designs/${id}`, { json: discDesign('#00ff00'), baseRevision: 1 });
    expect(saved.status).toBe(200);
    const read = await member.on(B)('GET', `/api/designs/${id}`);
    expect(read.status).toBe(200);
    expect(read.json?.design?.revision).toBe(2);
    expect(JSON.stringify(read.json?.design?.json)).toContain('#00ff00');
    const stale = await member.on(B)('PUT', `/api/designs/${id}`, { json: discDesign('#0000ff'), baseRevision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json?.error?.code).toBe('revision_conflict');
  });

  it('serves from B a file uploaded through A', async () => {
    const member = await newMember(A, 'files@scale.example');
    const png = await sampleImage('png', 12, 8);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
    const up = await fetch(`${A}/api/files/upload`, { method: 'POST', body: form, headers: { origin: A, cookie: member.cookie() } });
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    const got = await fetch(`${B}${url}`, { headers: { cookie: member.cookie() } });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
  });

  it('fulfils once a checkout started on A and paid on B', async () => {
    const member = await newMember(A, 'pack@scale.example');
    const started = await member.on(A)('POST', '/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: 'scale-out-pack' });
    expect(started.status).toBe(200);
    const sessionId = String(started.json?.url).split('/checkout/test/')[1];
    expect(sessionId).toBeTruthy();
    expect((await member.on(B)('POST', `/api/payments/test-checkout/${sessionId}/pay`)).status).toBeLessThan(300);
    // A second pay (a double click, on the other instance) changes nothing.
    await member.on(A)('POST', `/api/payments/test-checkout/${sessionId}/pay`);
    const userId = member.userId();
    const fulfilled = await until(async () => {
      const { rows } = await db.query('SELECT fulfilled_at FROM checkouts WHERE user_id = $1', [userId]);
      return rows.length === 1 && rows[0].fulfilled_at !== null;
    });
    expect(fulfilled).toBe(true);
    // The redelivery and reconcile jobs run every few seconds here: give them a period to (not) apply it again.
    await wait(SCHEDULE_EVERY_MS * 2);
    const grants = await db.query(`SELECT amount FROM credit_ledger WHERE user_id = $1 AND kind = 'grant' AND balance = 'oneTime'`, [userId]);
    expect(grants.rows).toHaveLength(1);
  }, 60_000);

  it('runs each scheduled job once per period across both instances', async () => {
    // Several periods pass (the earlier tests took some already).
    await until(async () => {
      const { rows } = await db.query(`SELECT min(created_at) AS first FROM jobs WHERE singleton_key LIKE 'schedule:%'`);
      return rows[0].first !== null && Date.now() - new Date(rows[0].first).getTime() > SCHEDULE_EVERY_MS * 5;
    });
    const schedules = (await db.query('SELECT name, interval_ms FROM job_schedules ORDER BY name')).rows as { name: string; interval_ms: number }[];
    expect(schedules.length).toBeGreaterThan(5);
    const runs = (await db.query(`SELECT name, created_at FROM jobs WHERE singleton_key LIKE 'schedule:%' ORDER BY name, created_at`)).rows as {
      name: string;
      created_at: Date;
    }[];
    for (const { name, interval_ms } of schedules) {
      expect(interval_ms).toBe(SCHEDULE_EVERY_MS);
      const times = runs.filter((r) => r.name === name).map((r) => r.created_at.getTime());
      expect(times.length, `${name} ran`).toBeGreaterThanOrEqual(2);
      // Never two runs in one period, whichever instance enqueued them.
      const gaps = times.slice(1).map((t, i) => t - times[i]);
      expect(Math.min(...gaps), `${name}'s shortest gap`).toBeGreaterThanOrEqual(SCHEDULE_EVERY_MS);
    }
    console.log(`[scale-out] ${runs.length} scheduled runs of ${schedules.length} jobs on a ${SCHEDULE_EVERY_MS} ms period`);
  }, 60_000);

  /** Signs a member up and in on `base`; `on(other)` sends their cookies to either instance. */
  async function newMember(base: string, email: string) {
    const jar = new Map<string, string>();
    const call = client(base, jar);
    expect((await call('POST', '/api/auth/sign-up/email', { email, password: 'secret123', name: 'Scale' })).status).toBe(200);
    expect((await call('POST', '/api/auth/sign-in/email', { email, password: 'secret123' })).status).toBe(200);
    const me = await call('GET', '/api/me');
    const id = String(me.json?.user?.id);
    return {
      on: (other: string) => client(other, jar),
      cookie: () => cookieHeader(jar),
      userId: () => id,
    };
  }
});

type Json = Record<string, any> | null;

/** Requests to one instance with a cookie jar (shared across instances when given) and the CSRF origin header. */
function client(base: string, jar = new Map<string, string>()) {
  return async (method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, 'content-type': 'application/json', cookie: cookieHeader(jar) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [k, ...v] = pair.split('=');
      jar.set(k, v.join('='));
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as Json };
  };
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

function tmp(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Polls `check` until it holds (or 30 s pass); answers whether it held. */
async function until(check: () => Promise<boolean>, limitMs = 30_000): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await check()) return true;
    await wait(250);
  }
  return false;
}
