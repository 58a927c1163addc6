/**
 * HTTP throughput of our server against a bare @hono/node-server hello-world, in one run on one machine.
 * See bench/README.md for what it measures and the latest figures.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { loadConfig } from '../src/server/config';
import { adminMessages } from '../src/server/db/schema';
import type { AppEnv } from '../src/server/http/env';
import { csrfGuard } from '../src/server/middleware/csrf';
import { domainRedirect } from '../src/server/middleware/domains';
import { securityHeaders } from '../src/server/middleware/security-headers';
import { sessionMiddleware } from '../src/server/middleware/session';
import { buildServer } from '../src/server/server';
import { formatResult, type LoadResult, load } from './lib/load';

export const description = 'our server (/api/health, a DB-backed read) vs a bare @hono/node-server hello-world, via autocannon [--profile]';

type Fetch = (req: Request) => Response | Promise<Response>;

function listen(fetch: Fetch): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

function flag(args: string[], name: string, fallback: number): number {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
}

export default async function api(args: string[]): Promise<void> {
  const connections = flag(args, 'connections', 10);
  const duration = flag(args, 'duration', 8);
  const warmup = flag(args, 'warmup', 2);
  const profile = args.includes('--profile');
  const databaseUrl = args.includes('--postgres') ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
  if (args.includes('--postgres') && !databaseUrl) throw new Error('--postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const ours = await buildServer(config);
  const { db } = ours.deps.database;
  await db.insert(adminMessages).values({ id: `bench-${Date.now()}`, title: 'Bench notice', message: 'Shown on the home page.', isActive: true, targetPage: '/' });

  const bare = new Hono();
  bare.get('/', (c) => c.json({ ok: true }));

  const oursHttp = await listen(ours.app.fetch);
  const bareHttp = await listen(bare.fetch);
  const opts = { connections, duration, warmup };
  console.log(
    `api bench: node ${process.version}, ${os.cpus().length} cores, database ${ours.deps.database.kind}; autocannon in a child process, ${connections} connections, ${warmup} s warm-up + ${duration} s each`,
  );

  const results: Record<string, LoadResult> = {};
  async function measure(key: string, label: string, url: string, extra: Partial<typeof opts> = {}) {
    const r = await load({ url, ...opts, ...extra });
    results[key] = r;
    console.log(formatResult(label, r));
    if (r.errors || r.non2xx) throw new Error(`${label}: ${r.errors} errors, ${r.non2xx} non-2xx responses`);
    return r;
  }

  try {
    await measure('bare', 'bare hono node-server GET /', `${bareHttp.url}/`);
    await measure('health', 'ours GET /api/health', `${oursHttp.url}/api/health`);
    await measure('read', 'ours GET /api/notices/current?page=/', `${oursHttp.url}/api/notices/current?page=/`);
    if (profile) await profileChain(ours, opts, measure);
  } finally {
    await oursHttp.close();
    await bareHttp.close();
    await ours.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const ratio = results.health.requestsPerSec / results.bare.requestsPerSec;
  console.log(`api: health_ratio=${ratio.toFixed(2)} db_read_p99_ms=${results.read.p99}`);
}

/**
 * Where the time goes between the bare hello-world and /api/health: the same {ok:true} handler under
 * the /api sub-app, behind the real middleware of src/server/app.ts (real deps) added one at a time,
 * then the health handler's `SELECT 1` alone.
 */
async function profileChain(
  ours: Awaited<ReturnType<typeof buildServer>>,
  opts: { connections: number; duration: number; warmup: number },
  measure: (key: string, label: string, url: string, extra?: Partial<typeof opts>) => Promise<LoadResult>,
) {
  const deps = ours.deps;
  const short = { duration: Math.max(3, Math.round(opts.duration / 2)), warmup: 1 };
  const appLimit = bodyLimit({ maxSize: 2 * 1024 * 1024 });
  // What app.ts does: bodyLimit on writes only (reads never parse a body), uploads have their own.
  const asAppTs: MiddlewareHandler = (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/files') ? next() : appLimit(c, next));
  type Layer = [string, (app: Hono<AppEnv>) => void];
  const chain: Layer[] = [
    ['+ domainRedirect', (a) => a.use('*', domainRedirect(deps))],
    ['+ securityHeaders', (a) => a.use('*', securityHeaders(deps.config))],
    ['+ csrfGuard', (a) => a.use('/api/*', csrfGuard(deps))],
    ['+ session (a guest: no cookie)', (a) => a.use('/api/*', sessionMiddleware(deps))],
  ];
  function build(layers: Layer[], limit: MiddlewareHandler | null) {
    const app = new Hono<AppEnv>();
    for (const [, add] of layers) add(app);
    const api = new Hono<AppEnv>();
    if (limit) api.use('*', limit);
    api.get('/health', (c) => c.json({ ok: true }));
    api.get('/other', (c) => c.json({ ok: true }));
    app.route('/api', api);
    return app;
  }
  const steps: [string, Hono<AppEnv>, string][] = [
    ['/api sub-app, no middleware', build([], null), '/api/health'],
    ['+ bodyLimit (as app.ts: writes only)', build([], asAppTs), '/api/health'],
    ...chain.map((layer, i): [string, Hono<AppEnv>, string] => [layer[0], build(chain.slice(0, i + 1), asAppTs), '/api/health']),
    ['full chain, session on /api/other (guest)', build(chain, asAppTs), '/api/other'],
  ];
  console.log(`\nprofile: {ok:true} behind the real middleware, one layer more each line (${short.warmup} s + ${short.duration} s each)`);
  for (const [i, [label, app, url]] of steps.entries()) {
    const http = await listen(app.fetch);
    await measure(`step${i}`, label, `${http.url}${url}`, short);
    await http.close();
  }
  const selectOnly = new Hono();
  selectOnly.get('/', async (c) => {
    await deps.database.db.execute(sql`SELECT 1`);
    return c.json({ ok: true });
  });
  const http = await listen(selectOnly.fetch);
  await measure('select1', `bare hono + SELECT 1 on ${deps.database.kind}`, `${http.url}/`, short);
  await http.close();
}
