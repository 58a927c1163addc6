import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { user } from '../../../src/server/db/schema';
import { DemoImages } from '../../../src/server/providers/ai/demo';
import { type EndpointInput, type EndpointSpec, endpointUrl, loadSchema } from '../../../src/shared/api/endpoint';
import { endpoints } from '../../../src/shared/api/endpoints';
import { adminClient } from '../../setup/admin';
import { cookieOf, pngDataUrl, sampleDesign, userIdOf } from '../../setup/designs';
import { discDesign } from '../../setup/orders';
import { type TestDbKind, testDbKinds } from '../../setup/test-db';
import { startTestServer, type TestServer } from '../../setup/test-server';

/**
 * The API contract (decision 23): every endpoint of the shared table (src/shared/api/endpoints/) is
 * called on the real app with valid input, and its real answer must parse with the endpoint's response
 * schema and carry no field the schema does not know. A server answer that changes shape — a field
 * renamed, removed, retyped or added — fails here before the web client meets it.
 *
 * The cases are split by area (`<area>.cases.ts`, run by `<area>.test.ts`); `table.test.ts` checks that
 * together they cover the whole table. This module is what they share: the app's set-up, the call, the check.
 */

export type Client = ReturnType<TestServer['client']>;
type Endpoints = typeof endpoints;

export interface Context {
  server: TestServer;
  guest: Client;
  /** A verified user with a design (`designId`). */
  user: Client;
  admin: Client;
  userId: string;
  designId: string;
  /** A new signed-in user, for calls that change the account (password, sessions, sign-out). */
  freshUser(): Promise<Client>;
}

export interface Case<E extends EndpointSpec> {
  /** Who calls: a client, or the name of one of the context's clients. */
  as: 'guest' | 'user' | 'admin' | ((ctx: Context) => Promise<Client>);
  /** The input; may prepare what the call needs first (a design to delete, a session to convert). */
  input?: (ctx: Context) => EndpointInput<E> | Promise<EndpointInput<E>>;
}

/** One case per endpoint, by domain; `table.test.ts` holds every area's cases to this type. */
export type Cases = { [D in keyof Endpoints]: { [K in keyof Endpoints[D]]: Endpoints[D][K] extends EndpointSpec ? Case<Endpoints[D][K]> : never } };

let emails = 0;
export const nextEmail = (what: string) => `contract-${what}-${++emails}@example.com`;

export const pngFile = async (name = 'image.png') => {
  const form = new FormData();
  const dataUrl = await pngDataUrl(64, 48);
  form.append('file', new Blob([new Uint8Array(Buffer.from(dataUrl.split(',')[1], 'base64'))], { type: 'image/png' }), name);
  return form;
};

/** A design the production pipeline can proof (the shared text design has no shipped font to print). */
export async function printableDesign(ctx: Context): Promise<string> {
  return (await ctx.user.post('/api/designs', { name: 'Disc', json: discDesign() })).json.design.id;
}

export async function emailOf(client: Client): Promise<string> {
  return (await client.get('/api/me')).json.user.email;
}

/** One call of an endpoint through the real app, as the web client makes it (JSON or multipart, cookies, Origin). */
export async function send(ctx: Context, client: Client, endpoint: EndpointSpec, input: { params?: Record<string, string>; query?: object; body?: unknown } = {}) {
  const base = 'http://localhost:3000';
  const cookie = cookieOf(client);
  const writes = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = writes ? (input.body ?? {}) : undefined;
  const isForm = body instanceof FormData;
  const res = await ctx.server.app.request(`${base}${endpointUrl(endpoint, input)}`, {
    method: endpoint.method,
    headers: { origin: base, accept: 'application/json', ...(cookie ? { cookie } : {}), ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Paths of fields in the answer that the schema's output dropped: fields the contract does not know. */
function unknownFields(answer: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((value, i) => unknownFields(value, parsed[i], `${path}[${i}]`));
  if (isRecord(answer) && isRecord(parsed)) {
    return Object.keys(answer).flatMap((key) => (key in parsed ? unknownFields(answer[key], parsed[key], `${path}.${key}`) : [`${path}.${key}`]));
  }
  return [];
}
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** What is wrong with an answer under a response schema: zod's issues, then unknown fields. */
export function contractProblems(schema: z.ZodType, answer: unknown): string[] {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || '$'}: ${issue.message}`);
  return unknownFields(answer, parsed.data).map((path) => `${path}: not in the contract`);
}

/** Every endpoint of the shared table, labelled `domain.name: METHOD /path`. */
export const table = Object.entries(endpoints).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, EndpointSpec>).map(([name, endpoint]) => ({ domain, name, endpoint, label: `${domain}.${name}: ${endpoint.method} ${endpoint.path}` })),
);

/** Starts the real app for the enclosing describe block and stops it after; the context is read inside the tests. */
export function contractContext(kind: TestDbKind): () => Context {
  let ctx: Context;

  beforeAll(async () => {
    // AI_PROVIDER=qwen with the demo generator behind it: the /qwen-test page's calls answer without a network.
    // Every case signs up its own users: well over the 20 sign-ups a minute one address may make (that limit has its own tests).
    const server = await startTestServer(kind, { AI_PROVIDER: 'qwen', AUTH_SIGNUP_LIMIT_PER_MINUTE: '1000' }, { ai: new DemoImages() });
    const freshUser = async () => {
      const client = server.client();
      expect((await client.signUp(nextEmail('user'))).status).toBe(200);
      return client;
    };
    const userClient = await freshUser();
    const userId = await userIdOf(userClient);
    // Free credits are for verified accounts.
    await server.deps.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const design = await userClient.post('/api/designs', { name: 'Contract design', json: sampleDesign('Contract') });
    expect(design.status).toBe(201);
    ctx = { server, guest: server.client(), user: userClient, admin: await adminClient(server), userId, designId: design.json.design.id, freshUser };
  });
  afterAll(() => ctx.server.stop());

  return () => ctx;
}

/** Calls every endpoint of the domains `cases` covers, each as its case says, on each database engine of the run. */
export function contractSuite(area: string, cases: Partial<Cases>) {
  const rows = table.filter(({ domain }) => domain in cases);
  describe.each(testDbKinds())(`the API contract of ${area} on %s`, (kind) => {
    const context = contractContext(kind);

    it.each(rows)('$label answers as the contract says', async ({ domain, name, endpoint }) => {
      const ctx = context();
      const testCase = (cases as Record<string, Record<string, Case<EndpointSpec>>>)[domain][name];
      const client = testCase.as === 'guest' ? ctx.guest : testCase.as === 'user' ? ctx.user : testCase.as === 'admin' ? ctx.admin : await testCase.as(ctx);
      const input = ((await testCase.input?.(ctx)) ?? {}) as Parameters<typeof send>[3];
      const res = await send(ctx, client, endpoint, input);
      expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
      expect(contractProblems(await loadSchema(endpoint.response), res.json)).toEqual([]);
    });
  });
}
