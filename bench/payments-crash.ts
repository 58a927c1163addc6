/**
 * kill -9 during test-mode payments: an instance on PostgreSQL is killed while 40 shoppers pay; a
 * second instance is started on the same database, and the bench counts the checkouts paid at the
 * provider but not fulfilled, until there are none (or 120 s pass).
 *
 *   npm run bench -- payments-crash [--payments=40] [--kill-after=5]
 *
 * `--kill-after`: the instance is killed once that many payments have answered.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServerProcess } from '../tests/setup/server-process';
import { postgresUrl } from './lib/postgres';

export const description = 'kill -9 an instance during 40 test-mode payments; paid-but-unfulfilled until the redelivery job ends it (PostgreSQL)';

const arg = (args: string[], name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

function startInstance(databaseUrl: string, port: number): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-crash-'));
  return startServerProcess(dataDir, port, {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SIGNUP_LIMIT_PER_MINUTE: '100000',
    AUTH_SIGNIN_LIMIT_PER_MINUTE: '100000',
  }).child;
}

async function ready(base: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become ready`);
}

/** A shopper's session against one origin (cookies kept, the CSRF origin header sent). */
function shopper(base: string) {
  const jar = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [k, ...v] = pair.split('=');
      jar.set(k, v.join('='));
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
}

const COUNT_SQL = `
  SELECT count(*) FILTER (WHERE o.data->>'payment_status' = 'paid') AS paid,
         count(*) FILTER (WHERE o.data->>'payment_status' = 'paid' AND c.fulfilled_at IS NULL) AS unfulfilled,
         (SELECT count(*) FROM payment_test_events WHERE delivered_at IS NULL) AS undelivered
  FROM payment_test_objects o JOIN checkouts c ON c.provider_session_id = o.id
  WHERE o.kind = 'checkout_session'`;

export default async function run(args: string[]) {
  const payments = arg(args, 'payments', 40);
  const killAfter = arg(args, 'kill-after', 5);
  const pgUrl = postgresUrl();
  if ('skipped' in pgUrl) {
    console.log(`PostgreSQL needed (BENCH_DATABASE_URL or TEST_DATABASE_URL): ${pgUrl.skipped}`);
    return;
  }
  const name = `ss_bench_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl.url);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = new pg.Client({ connectionString: databaseUrl });
  const instances: ChildProcess[] = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startInstance(databaseUrl, portA);
    instances.push(a);
    const baseA = `http://127.0.0.1:${portA}`;
    await ready(baseA);
    await db.connect();

    const sessions = await Promise.all(
      Array.from({ length: payments }, async (_, i) => {
        const call = shopper(baseA);
        await call('POST', '/api/auth/sign-up/email', { email: `crash-${i}@bench.example`, password: 'secret123', name: 'Bench' });
        await call('POST', '/api/auth/sign-in/email', { email: `crash-${i}@bench.example`, password: 'secret123' });
        const started = await call('POST', '/api/payments/checkout', { purpose: 'pack', packId: 'small', idempotencyKey: `crash-key-${i}` });
        if (started.status !== 200) throw new Error(`checkout ${i}: ${started.status} ${JSON.stringify(started.json)}`);
        return { call, sessionId: String(started.json?.url).split('/checkout/test/')[1] };
      }),
    );

    let answered = 0;
    const burst = sessions.map(({ call, sessionId }) =>
      call('POST', `/api/payments/test-checkout/${sessionId}/pay`).then(
        (r) => {
          answered++;
          if (answered === killAfter) a.kill('SIGKILL');
          return r.status;
        },
        () => 'reset' as const,
      ),
    );
    const statuses = await Promise.all(burst);
    a.kill('SIGKILL');
    const after = (await db.query(COUNT_SQL)).rows[0];
    const tally: Record<string, number> = {};
    for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
    console.log(`payments answered: ${JSON.stringify(tally)}; killed after ${killAfter}`);
    console.log(`right after the kill: paid at the provider ${after.paid}, paid but unfulfilled ${after.unfulfilled}, events undelivered ${after.undelivered}`);

    const b = startInstance(databaseUrl, portB);
    instances.push(b);
    const started = Date.now();
    await ready(`http://127.0.0.1:${portB}`);
    let now = after;
    while (Date.now() - started < 120_000) {
      now = (await db.query(COUNT_SQL)).rows[0];
      if (Number(now.unfulfilled) === 0 && Number(now.undelivered) === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.log(
      `after another instance started: paid ${now.paid}, paid but unfulfilled ${now.unfulfilled}, events undelivered ${now.undelivered} (${((Date.now() - started) / 1000).toFixed(1)} s after its start)`,
    );
  } finally {
    for (const p of instances) p.kill('SIGKILL');
    await db.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    if ('stop' in pgUrl) pgUrl.stop?.();
  }
}
