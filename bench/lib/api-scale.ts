/**
 * The public reads and auto-save on one and on two real server processes sharing one PostgreSQL
 * (bench/README.md, ## api): what a load balancer in front of N instances would see.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { freePort, startInstance } from '../../tests/setup/server-process';
import { formatResult, type LoadResult, load } from './load';
import { postgresUrl } from './postgres';

const READS = [
  ['library', '/api/library?limit=24'],
  ['showcase', '/api/showcase/items'],
  ['prices', '/api/prices/current'],
] as const;
const CONNECTIONS = 50;
const DESIGN_BYTES = 200 * 1024;
const clients = path.join(path.dirname(fileURLToPath(import.meta.url)), 'autosave-clients.mjs');

interface Instance {
  origin: string;
  child: ChildProcess;
}

/** `src/server/main.ts` as its own process, its JSON log to a file (as in production), ready when it says so. */
async function startApiInstance(databaseUrl: string, dataDir: string, name: string, extraEnv: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: path.join(dataDir, name),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: origin,
    NODE_ENV: 'development',
    AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000',
    AUTH_SIGNIN_LIMIT_PER_MINUTE: '1000',
    ...extraEnv,
  };
  const instance = startInstance(name, port, env, { logFile: path.join(dataDir, `${name}.log`) });
  await instance.ready;
  return { origin, child: instance.child };
}

/** Users each with an auto-save session, signed up through the instance they will save to. */
async function autosaveUsers(origin: string, count: number, offset: number) {
  const users: { cookie: string; sessionId: string; revision: number }[] = [];
  for (let u = 0; u < count; u++) {
    const n = offset + u;
    const headers = { origin, 'content-type': 'application/json', 'x-sticker-studio-client-ip': `10.9.${n >> 8}.${n & 255}` };
    const email = `bench-scale-${Date.now().toString(36)}-${n}@bench.test`;
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'bench-password-1', name: `Bench ${n}` }) });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    // Signing up does not sign in (decision 93).
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'bench-password-1' }) });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const started = await fetch(`${origin}/api/autosave/session`, { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body: '{}' });
    if (!started.ok) throw new Error(`autosave session: ${started.status} ${await started.text()}`);
    const { session } = (await started.json()) as { session: { sessionId: string; revision: number } };
    users.push({ cookie, sessionId: session.sessionId, revision: session.revision });
  }
  return users;
}

/** A design JSON of about `bytes` characters: many small rectangles, as a busy sheet would have. */
function designOf(bytes: number): string {
  const objects = [];
  for (let i = 0; JSON.stringify(objects).length < bytes; i++) {
    objects.push({
      type: 'Rect',
      version: '7.0.0',
      left: (i * 7) % 1400,
      top: (i * 13) % 1400,
      width: 20,
      height: 20,
      fill: `#${(i * 2654435761).toString(16).slice(-6).padStart(6, '0')}`,
      angle: i % 360,
    });
  }
  return JSON.stringify({ version: '7.0.0', objects });
}

async function saveBurst(instances: Instance[], usersPer: Awaited<ReturnType<typeof autosaveUsers>>[], rounds: number) {
  const head = `{"designData":${JSON.stringify(designOf(DESIGN_BYTES))},"canvasState":{"shape":"rectangle","width":1500,"height":1500},"changeCount":`;
  const t0 = performance.now();
  const outs = await Promise.all(
    instances.map(
      (instance, i) =>
        new Promise<{ clientMs: number[]; storedMs: number[]; refused: number; errors: string[]; revisions: number[] }>((resolve, reject) => {
          const child = spawn(process.execPath, [clients], { stdio: ['pipe', 'pipe', 'inherit'] });
          let out = '';
          child.stdout.on('data', (d) => {
            out += d;
          });
          child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop() as string)) : reject(new Error(`autosave clients exited ${code}`))));
          child.stdin.end(JSON.stringify({ origin: instance.origin, head, users: usersPer[i], mode: 'burst', saves: rounds * usersPer[i].length }));
        }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  // The next burst saves on top of the revisions these reached.
  outs.forEach((o, i) => {
    o.revisions.forEach((revision, k) => {
      usersPer[i][k].revision = revision;
    });
  });
  const answered = outs.flatMap((o) => o.clientMs).sort((a, b) => a - b);
  const stored = outs.flatMap((o) => o.storedMs).sort((a, b) => a - b);
  const q = (ms: number[], p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)] ?? Number.NaN;
  const errors = outs.flatMap((o) => o.errors);
  return {
    saves: stored.length,
    perSecond: stored.length / seconds,
    p50: q(answered, 0.5),
    p99: q(answered, 0.99),
    storedP99: q(stored, 0.99),
    refused: outs.reduce((n, o) => n + o.refused, 0),
    errors: errors.length,
    firstError: errors[0],
  };
}

/** The cap the instances run with: the AUTOSAVE_* variables of this environment reach them. */
function capOf(env: NodeJS.ProcessEnv): string {
  const { maxInFlight, maxQueued, maxWaitMs, retryAfterS } = loadConfig(env).autosave;
  return `auto-save cap ${maxInFlight} in flight, ${maxQueued} queued, ${maxWaitMs} ms wait, Retry-After ${retryAfterS} s`;
}

/** The one auto-save line: stored saves per second; p50/p99 of each answered request; p99 from a save's first try to stored (Retry-After waits included). */
function formatSaves(saved: Awaited<ReturnType<typeof saveBurst>>): string {
  const head = `  PUT /api/autosave/session/:id (${DESIGN_BYTES / 1024} KB)`.padEnd(46);
  const line = `${head} ${saved.perSecond.toFixed(0).padStart(7)} saves/s p50 ${saved.p50.toFixed(0)} ms   p99 ${saved.p99.toFixed(0)} ms   stored p99 ${saved.storedP99.toFixed(0)} ms   503 busy ${saved.refused}   errors ${saved.errors}   (${saved.saves} saves)`;
  return saved.firstError ? `${line}\n    first error: ${saved.firstError}` : line;
}

/** Reads at CONNECTIONS clients in all, split evenly over the instances, each share in its own autocannon process. */
async function readLoad(instances: Instance[], url: string, duration: number): Promise<LoadResult> {
  const each = await Promise.all(instances.map((i) => load({ url: `${i.origin}${url}`, connections: CONNECTIONS / instances.length, duration, warmup: 2 })));
  return {
    requestsPerSec: each.reduce((s, r) => s + r.requestsPerSec, 0),
    p50: Math.max(...each.map((r) => r.p50)),
    p99: Math.max(...each.map((r) => r.p99)),
    requests: each.reduce((s, r) => s + r.requests, 0),
    errors: each.reduce((s, r) => s + r.errors, 0),
    non2xx: each.reduce((s, r) => s + r.non2xx, 0),
  };
}

export async function apiScale(args: string[]): Promise<void> {
  const duration = Number(args.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 8);
  const rounds = Number(args.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 4);
  const readsToo = !args.includes('--autosave-only');
  // Without the cap (decision 114), for the before/after figures: every save is worked on at once.
  const capOff = args.includes('--no-autosave-cap');
  const instanceEnv: Record<string, string> = capOff ? { AUTOSAVE_MAX_IN_FLIGHT: '100000', AUTOSAVE_MAX_QUEUED: '0' } : {};
  const cluster = postgresUrl();
  if ('skipped' in cluster) throw new Error(`api bench needs PostgreSQL for two instances: ${cluster.skipped}`);
  const dbName = `ss_bench_api_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(cluster.url);
  url.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-api-'));
  const instances: Instance[] = [];
  console.log(
    `api bench: node ${process.version}, ${os.cpus().length} cores (load avg ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(
        ' ',
      )}: a machine shared with other work), PostgreSQL, ${CONNECTIONS} clients, 2 s warm-up + ${duration} s per read; auto-save of a ${DESIGN_BYTES / 1024} KB design, ${CONNECTIONS} users saving at once, ${rounds} rounds, ${capOff ? 'no auto-save cap' : capOf(process.env)}`,
  );
  try {
    // One at first (it migrates and seeds the starting catalogue), then the second.
    instances.push(await startApiInstance(url.href, dataDir, 'a', instanceEnv));
    instances.push(await startApiInstance(url.href, dataDir, 'b', instanceEnv));
    const users = [await autosaveUsers(instances[0].origin, CONNECTIONS / 2, 0), await autosaveUsers(instances[1].origin, CONNECTIONS / 2, CONNECTIONS / 2)];
    for (const count of [1, 2]) {
      const serving = instances.slice(0, count);
      console.log(`\n${count} instance${count > 1 ? 's' : ''}:`);
      if (readsToo) for (const [name, path] of READS) console.log(formatResult(`  GET ${path} (${name}, anonymous)`, await readLoad(serving, path, duration)));
      const saveUsers = count === 1 ? [[...users[0], ...users[1]]] : users;
      console.log(formatSaves(await saveBurst(serving, saveUsers, rounds)));
    }
  } finally {
    for (const i of instances) i.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => new Promise((r) => (i.child.exitCode !== null ? r(null) : i.child.once('exit', r)))));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => {});
    await admin.end();
    cluster.stop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
