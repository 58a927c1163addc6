/**
 * Serving latency while print files and proofs render. Server processes on one PostgreSQL; 50 orders
 * are paid at once and their production files render, and shoppers add designs to their carts through
 * A (each add draws a proof: a render the request asks for), while steady clients read GET /api/library
 * from two serving instances, A and B. `in-process`: A also runs the job queue (ROLE=all) and renders
 * everything, its requests' proofs too; B only serves. `worker`: A and B only serve (ROLE=web) and a
 * third process (ROLE=worker) renders the orders' files and A's proofs. Prints each instance's p50/p99
 * before and during the renders, the ratio A/B, and the proofs' own times. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { jobs, user } from '../src/server/db/schema';
import { orderProductionJob } from '../src/server/job-contracts/orders';
import { createStorage } from '../src/server/providers/storage';
import { freePort, type ServerProcess as Instance, startInstance } from '../tests/setup/server-process';
import { payOrders } from './lib/paid-orders';
import { postgresUrl, scratchDatabase } from './lib/postgres';

export const description =
  'library API p50/p99 on two instances while 50 orders and cart proofs render: rendering in the serving process vs a ROLE=worker process [--mode=in-process|worker|both] [--orders=50] [--clients=4] [--shoppers=2]';

type Mode = 'in-process' | 'worker';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const flag = (args: string[], name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

/** Closed-loop readers of one URL: each sends its next request when the last one answered. */
function readers(url: string, clients: number) {
  const samples: number[] = [];
  let failures = 0;
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) samples.push(performance.now() - t);
        else failures++;
      } catch {
        failures++;
      }
    }
  });
  return {
    /** Samples since the last call, and stops when asked. */
    take(): number[] {
      return samples.splice(0);
    },
    failures: () => failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const CART_LINE = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
/** A shopper's upload: a disc and a square, a new colour each time (so no proof is drawn twice). */
const cartDesign = (n: number) => ({
  version: 2,
  workspace: { id: 'workspace', shape: 'rectangle', width: 600, height: 600 },
  objects: [
    { id: 'disc', type: 'Circle', left: 100, top: 100, radius: 200, fill: `hsl(${(n * 53) % 360}, 70%, 45%)` },
    { id: 'square', type: 'Rect', left: 220, top: 220, width: 160, height: 160, fill: '#ffffff' },
  ],
});

/**
 * Guest shoppers in closed loops on one instance: each adds an upload to its cart (the request draws
 * the line's proof: `POST /api/cart/designs`) and takes the line out again. Times each add; counts
 * refusals (503 proofs_busy) and failures apart.
 */
function shoppers(base: string, count: number) {
  const samples: number[] = [];
  let refused = 0;
  let failures = 0;
  let running = true;
  let n = 0;
  const loops = Array.from({ length: count }, async () => {
    const jar = new Map<string, string>();
    const send = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { origin: base, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      for (const set of res.headers.getSetCookie()) {
        const [k, ...v] = set.split(';')[0].split('=');
        jar.set(k, v.join('='));
      }
      return res;
    };
    while (running) {
      const t = performance.now();
      try {
        const res = await send('POST', '/api/cart/designs', { name: 'bench.png', json: cartDesign(n++), options: CART_LINE });
        const body = (await res.json()) as { itemId?: string; error?: { code: string } };
        if (res.ok && body.itemId) {
          samples.push(performance.now() - t);
          await (await send('DELETE', `/api/cart/items/${body.itemId}`)).arrayBuffer();
        } else if (body.error?.code === 'proofs_busy') refused++;
        else failures++;
      } catch {
        failures++;
      }
    }
  });
  return {
    samples,
    refused: () => refused,
    failures: () => failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : Number.NaN;
};
const describe = (v: number[]) => `p50 ${percentile(v, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(v, 99).toFixed(0).padStart(5)} ms  (${v.length} reads)`;

async function runMode(mode: Mode, pgUrl: string, orders: number, clients: number, shopperCount: number): Promise<void> {
  const database = await scratchDatabase(pgUrl, 'ss_render');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-render-'));
  const [portA, portB, portW] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${portA}`;
  const env = { NODE_ENV: 'development', DATABASE_URL: database.url, DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
  const instances: Instance[] = [];
  let app: Database | null = null;
  try {
    instances.push(startInstance('A', portA, { ...env, ROLE: mode === 'in-process' ? 'all' : 'web' }));
    await instances[0].ready;
    instances.push(startInstance('B', portB, { ...env, ROLE: 'web' }));
    if (mode === 'worker') instances.push(startInstance('W', portW, { ...env, ROLE: 'worker' }));
    await Promise.all(instances.map((i) => i.ready));
    const opened = await openDatabase({ databaseUrl: database.url, migrate: false });
    app = opened;
    // The starting set's thumbnails render at start: wait for them, so only the orders render below.
    await waitFor(
      async () =>
        (
          await opened.db
            .select({ n: sql<number>`count(*)::int` })
            .from(jobs)
            .where(inArray(jobs.status, ['queued', 'running']))
        )[0].n === 0,
      180_000,
    );
    const signUp = await fetch(`${publicUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-buyer@example.com', password: 'bench-password-1', name: 'Bench Buyer' }),
    });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const [buyer] = await opened.db.select({ id: user.id }).from(user).where(eq(user.email, 'bench-buyer@example.com'));

    const a = readers(`http://127.0.0.1:${portA}/api/library?lang=en`, clients);
    const b = readers(`http://127.0.0.1:${portB}/api/library?lang=en`, clients);
    await sleep(5000);
    const quiet = { a: a.take(), b: b.take() };
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url }));
    const started = Date.now();
    const carts = shoppers(`http://127.0.0.1:${portA}`, shopperCount);
    await payOrders({ db: opened.db, storage }, buyer.id, orders);
    const notDone = async () =>
      (
        await opened.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.name, orderProductionJob.name), inArray(jobs.status, ['queued', 'running'])))
      )[0].n;
    await waitFor(async () => (await notDone()) === 0, 600_000);
    const renderSeconds = (Date.now() - started) / 1000;
    const busy = { a: a.take(), b: b.take() };
    await Promise.all([a.stop(), b.stop(), carts.stop()]);
    const [{ n: succeeded }] = await opened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.name, orderProductionJob.name), eq(jobs.status, 'succeeded')));
    const renderer = mode === 'in-process' ? 'A (ROLE=all) renders' : 'W (ROLE=worker) renders';
    console.log(`\n${mode}: ${renderer}; ${succeeded}/${orders} orders' files in ${renderSeconds.toFixed(1)} s; failed reads A ${a.failures()}, B ${b.failures()}`);
    console.log(`  quiet     A ${describe(quiet.a)}   B ${describe(quiet.b)}`);
    console.log(`  rendering A ${describe(busy.a)}   B ${describe(busy.b)}`);
    console.log(
      `  rendering, A / B: p50 ${(percentile(busy.a, 50) / percentile(busy.b, 50)).toFixed(2)}×, p99 ${(percentile(busy.a, 99) / percentile(busy.b, 99)).toFixed(2)}× (goal ≤ 2×)`,
    );
    console.log(
      `  cart adds with a proof through A (${shopperCount} shoppers): ${describe(carts.samples).replace('reads', 'adds')}; refused busy ${carts.refused()}, failed ${carts.failures()}`,
    );
  } finally {
    await app?.close();
    for (const instance of instances) {
      if (instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(250);
  }
}

export default async function renderServing(args: string[]): Promise<void> {
  const mode = flag(args, 'mode', 'both');
  const orders = Number(flag(args, 'orders', '50'));
  const clients = Number(flag(args, 'clients', '4'));
  const shopperCount = Number(flag(args, 'shoppers', '2'));
  const pg = postgresUrl();
  if ('skipped' in pg) throw new Error(`needs PostgreSQL: ${pg.skipped}`);
  console.log(
    `render-serving: node ${process.version}, ${os.cpus().length} cores, ${orders} paid orders (one 3 in die-cut line each), ${clients} readers per serving instance, ${shopperCount} shoppers adding uploads to their carts through A`,
  );
  try {
    for (const m of (mode === 'both' ? ['in-process', 'worker'] : [mode]) as Mode[]) await runMode(m, pg.url, orders, clients, shopperCount);
  } finally {
    pg.stop?.();
  }
}
