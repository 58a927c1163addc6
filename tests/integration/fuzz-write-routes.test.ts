import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStorableText } from '../../src/server/domain/storable-text';
import { DemoImages } from '../../src/server/providers/ai/demo';
import { endpoints } from '../../src/shared/api/endpoints';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';
import { arbitraryOf } from '../setup/zod-arbitrary';

type Client = ReturnType<TestServer['client']>;
interface Route {
  method: string;
  path: string;
}

/** Fixed, so a failure is the same on every run; fast-check prints `{ seed, path }` to replay one case. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 12);

/** FUZZ_SURVEY=1 lists every 5xx of the run instead of stopping at the first one. */
const SURVEY = process.env.FUZZ_SURVEY === '1';

/** 503 for a provider this deployment has not configured (no DashScope key here) is an answer, not a failure. */
const isDeliberate = (status: number, answer: string) => status === 503 && answer.includes('"code":"not_configured"');

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** better-auth's endpoints behind the `/api/auth/*` catch-all (the sign-in route is registered on its own). */
const BETTER_AUTH_WRITES: Route[] = [
  'sign-up/email',
  'request-password-reset',
  'reset-password',
  'send-verification-email',
  'update-user',
  'change-password',
  'change-email',
  'revoke-session',
].map((p) => ({ method: 'POST', path: `/api/auth/${p}` }));

/** Writes that end the caller's own session or account: fuzzing them would leave the rest signed out. */
const ENDS_SESSION = /\/(sign-out|revoke-sessions|revoke-other-sessions|delete-user)$/;

/** Every write route the app registered (`app.routes`), with better-auth's main endpoints. */
function writeRoutesOf(app: { routes: readonly Route[] }): Route[] {
  const seen = new Set<string>();
  return [...app.routes, ...BETTER_AUTH_WRITES]
    .filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/') && !r.path.endsWith('/*') && !ENDS_SESSION.test(r.path))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** Field names the app's bodies use, so generated bodies reach the handlers' logic and not only the schema's first check. */
const KEYS = [
  'name',
  'email',
  'password',
  'prompt',
  'title',
  'message',
  'details',
  'event',
  'severity',
  'url',
  'designId',
  'data',
  'revision',
  'projectid',
  'username',
  'token',
  'id',
  'status',
  'role',
  'amount',
  'items',
  'newPassword',
  'currentPassword',
  'callbackURL',
  'isActive',
  'targetPage',
  'validUntil',
  'quantity',
  'material',
  'canvas',
  'objects',
  'width',
  'height',
  'fingerprint',
  'model',
  'style',
];
const nasty = fc.constantFrom('a\u0000b', 'x\ud800', '\udc00', '\\u0000', '😀', '', ' ', 'a'.repeat(5000), '../../etc/passwd', '<script>', 'null', '1e309', 'admin@test.example');
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nasty);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 53, 1e21));
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), text), tie('any'), { maxKeys: 4 }),
  ),
})).any;
const body = fc.oneof(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }), value);

/** One request as the client (its cookies), in any method; the client's own helpers cover GET/POST/PATCH only. */
function send(server: TestServer, client: Client, method: string, url: string, json: string) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const base = 'http://localhost:3000';
  return server.app.request(`${base}${url}`, { method, body: json, headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) } });
}

/** A concrete URL for a route pattern: each :param becomes the generated segment (an unpaired surrogate cannot be percent-encoded: it becomes U+FFFD). */
/** Each route's body schema from the shared contract (src/shared/api/endpoints), where it has one. */
const CONTRACT_BODIES = new Map<string, fc.Arbitrary<unknown>>(
  Object.values(endpoints)
    .flatMap((table) => Object.values(table) as { method: string; path: string; body?: unknown }[])
    .filter((e) => e.body && typeof (e.body as { _zod?: unknown })._zod === 'object')
    .map((e) => [`${e.method} ${e.path}`, arbitraryOf(e.body as Parameters<typeof arbitraryOf>[0])]),
);

/** A route with a body for it: shaped by its contract schema (mostly) or free-form. */
const routeAndBody = (routes: Route[]) =>
  fc.constantFrom(...routes).chain((route) => {
    const contract = CONTRACT_BODIES.get(`${route.method} ${route.path}`);
    return fc.tuple(fc.constant(route), contract ? fc.oneof({ arbitrary: contract, weight: 3 }, { arbitrary: body, weight: 1 }) : body);
  });

const urlOf = (path: string, segment: string) => path.replace(/:[^/]+/g, encodeURIComponent(toStorableText(segment)) || 'x');

describe.each(testDbKinds())('fuzzing every write route on %s', (kind) => {
  let server: TestServer;
  let routes: Route[];
  const callers: Record<string, Client> = {};
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { ai: new DemoImages() });
    routes = writeRoutesOf(server.app);
    callers.guest = server.client();
    callers.user = server.client();
    await callers.user.signUp('fuzz-user@example.com');
    callers.admin = await adminClient(server);
  });
  afterAll(() => server.stop());

  it.each(['guest', 'user', 'admin'])(
    'never answers 5xx to %s',
    async (role) => {
      expect(routes.length).toBeGreaterThanOrEqual(30);
      const client = callers[role];
      const failures: string[] = [];
      const run = fc.assert(
        fc.asyncProperty(routeAndBody(routes), fc.oneof(fc.constant('x'), fc.string({ maxLength: 8 }), nasty), async ([route, sent], segment) => {
          const url = urlOf(route.path, segment);
          const res = await send(server, client, route.method, url, JSON.stringify(sent));
          const answer = await res.text();
          if (res.status < 500 || isDeliberate(res.status, answer)) return true;
          failures.push(`${role} ${route.method} ${url} → ${res.status} ${answer.slice(0, 200)} (body ${JSON.stringify(sent).slice(0, 300)})`);
          return SURVEY; // a survey run goes on to list every 5xx; a normal run stops and shrinks the first
        }),
        { seed: SEED, numRuns: routes.length * RUNS_PER_ROUTE, endOnFailure: true },
      );
      // The 5xx answers first (what broke), then fast-check's counterexample with its seed and path.
      const error = await run.then(() => null).catch((err: Error) => err);
      expect(failures, String(error ?? '')).toEqual([]);
      if (error) throw error;
    },
    120_000,
  );
});
