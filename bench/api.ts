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
import type { Database } from '../src/server/db/client';
import { adminMessages } from '../src/server/db/schema';
import type { AppEnv } from '../src/server/http/env';
import { csrfGuard } from '../src/server/middleware/csrf';
import { domainRedirect } from '../src/server/middleware/domains';
import { securityHeaders } from '../src/server/middleware/security-headers';
import { sessionMiddleware } from '../src/server/middleware/session';
import type { StoragePort } from '../src/server/providers/storage/types';
import { buildServer } from '../src/server/server';
import { createSessionLookup } from '../src/server/services/auth/session-lookup';
import { parseCookieHeader } from '../src/server/services/auth/session-token';
import { createDesign, type DesignDeps, listDesigns } from '../src/server/services/designs';
import { apiScale } from './lib/api-scale';
import { formatResult, type LoadResult, load } from './lib/load';

export const description =
  'public reads (library, showcase, prices) and a 200 KB auto-save on one vs two server processes on PostgreSQL [--duration=8 --rounds=4 --autosave-only --no-autosave-cap]; --chain: our chain vs bare @hono/node-server [--profile --postgres]';

/** Designs the signed-in bench user owns; the list reads the newest page of 24. */
const LIST_DESIGNS = 60;
const LIST_PATH = '/api/designs?limit=24';

type Fetch = (req: Request) => Response | Promise<Response>;

function listen(fetch: Fetch, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
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
  if (args.includes('--chain') || args.includes('--profile')) return chain(args);
  return apiScale(args);
}

async function chain(args: string[]): Promise<void> {
  const connections = flag(args, 'connections', 10);
  const duration = flag(args, 'duration', 8);
  const warmup = flag(args, 'warmup', 2);
  // The list pair alternates (bare, ours; then ours, bare; …): on a shared machine the load drifts
  // within seconds, and one pair measured back to back gave ratios from 0.56 to 1.35.
  const rounds = flag(args, 'rounds', 3);
  const profile = args.includes('--profile');
  const databaseUrl = args.includes('--postgres') ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
  if (args.includes('--postgres') && !databaseUrl) throw new Error('--postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-bench-'));
  // PUBLIC_URL is our listening origin (better-auth checks the Origin of a sign-up): the port is chosen first.
  const probe = await listen(() => new Response(null));
  await probe.close();
  const port = Number(new URL(probe.url).port);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', PUBLIC_URL: probe.url, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  // A cheap password hash keeps the one sign-up quick; it does not take part in the timings.
  const ours = await buildServer(config, { passwordHashParams: { logN: 10, r: 8, p: 1 } });
  const { db } = ours.deps.database;
  await db.insert(adminMessages).values({ id: `bench-${Date.now()}`, title: 'Bench notice', message: 'Shown on the home page.', isActive: true, targetPage: '/' });

  const bare = new Hono();
  bare.get('/', (c) => c.json({ ok: true }));

  const oursHttp = await listen(ours.app.fetch, port);
  const bareHttp = await listen(bare.fetch);
  const signedIn = await signUpWithDesigns(oursHttp.url, ours.deps);
  const bareList = await listen(bareDesignList(ours.deps).fetch);
  const opts = { connections, duration, warmup };
  console.log(
    `api bench: node ${process.version}, ${os.cpus().length} cores, database ${ours.deps.database.kind}; autocannon in a child process, ${connections} connections, ${warmup} s warm-up + ${duration} s each`,
  );

  const results: Record<string, LoadResult> = {};
  const chainRatios: number[] = [];
  async function measure(key: string, label: string, url: string, extra: Partial<typeof opts> & { headers?: Record<string, string> } = {}) {
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
    // The same signed-in list, through the whole middleware chain and on a bare server running its queries.
    const headers = { cookie: signedIn.cookie, origin: oursHttp.url };
    for (let round = 1; round <= rounds; round++) {
      const bareFirst = round % 2 === 1;
      const runs: [string, string, string][] = [
        [`bareList${round}`, `bare hono, same queries: designs list (${round})`, `${bareList.url}${LIST_PATH}`],
        [`list${round}`, `ours GET ${LIST_PATH} signed in (${round})`, `${oursHttp.url}${LIST_PATH}`],
      ];
      for (const [key, label, url] of bareFirst ? runs : runs.reverse()) await measure(key, label, url, { headers, warmup: round === 1 ? warmup : 1 });
      chainRatios.push(results[`list${round}`].requestsPerSec / results[`bareList${round}`].requestsPerSec);
    }
    if (profile) await profileChain(ours, opts, measure);
  } finally {
    await oursHttp.close();
    await bareHttp.close();
    await bareList.close();
    await ours.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const ratio = results.health.requestsPerSec / results.bare.requestsPerSec;
  // The median of the rounds' ratios (each round's pair ran under about the same load).
  const chainRatio = [...chainRatios].sort((a, b) => a - b)[Math.floor(chainRatios.length / 2)];
  console.log(`chain ratios per round: ${chainRatios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(`api: health_ratio=${ratio.toFixed(2)} db_read_p99_ms=${results.read.p99} chain_ratio=${chainRatio.toFixed(2)}`);
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

type Deps = Awaited<ReturnType<typeof buildServer>>['deps'];

/** A user signed up through the real server (session cookie kept) who owns LIST_DESIGNS small designs. */
async function signUpWithDesigns(origin: string, deps: Deps): Promise<{ cookie: string }> {
  const email = `bench-api-${Date.now().toString(36)}@bench.test`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', name: 'Bench lister' }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await (await fetch(`${origin}/api/me`, { headers: { cookie } })).json()) as { user: { id: string; isAdmin: boolean; plan: string } };
  const small = {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 500, height: 500 },
    objects: [{ id: 'star', type: 'path', shape: 'star', left: 10, top: 10 }],
  };
  const d = designDeps(deps.database, deps.storage, deps.config.storage.uploadMaxPixels);
  for (let k = 0; k < LIST_DESIGNS; k++) {
    await createDesign(d, me.user, { name: `Design ${k + 1}`, json: structuredClone(small) as never, isFavorite: k % 5 === 0 });
  }
  return { cookie };
}

const designDeps = (database: Database, storage: StoragePort, maxPixels: number): DesignDeps => ({ db: database.db, storage, maxPixels });

/**
 * The designs list with nothing around it: the session cookie's token looked up with the same one-query
 * session lookup, then the same listDesigns service (page query with the favourites count), answered as
 * JSON. No domain check, security headers, CSRF guard, signature check, role resolution, body limit,
 * validation or error mapping: what our chain adds is the difference.
 */
function bareDesignList(deps: Deps): Hono {
  const lookup = createSessionLookup(deps.database.db);
  const d = designDeps(deps.database, deps.storage, deps.config.storage.uploadMaxPixels);
  const bare = new Hono();
  bare.get('/api/designs', async (c) => {
    const cookies = parseCookieHeader(c.req.header('cookie') ?? '');
    const signed = [...cookies].find(([name]) => name.endsWith('session_token'))?.[1] ?? '';
    const found = await lookup(signed.slice(0, signed.lastIndexOf('.')));
    if (!found) return c.json({ error: 'no session' }, 401);
    const actor = { id: found.user.id, isAdmin: false, plan: found.subscription?.plan };
    return c.json(await listDesigns(d, actor, { limit: Number(c.req.query('limit') ?? 24) }));
  });
  return bare;
}
