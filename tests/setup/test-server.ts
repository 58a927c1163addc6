import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { type AppConfig, loadConfig } from '../../src/server/config';
import type { AiImagePort } from '../../src/server/providers/ai/types';
import { OutboxMail } from '../../src/server/providers/mail/outbox';
import { LocalPayments } from '../../src/server/providers/payments';
import { buildServer } from '../../src/server/server';
import type { OrderPayments } from '../../src/server/services/orders/types';
import { openTestDatabase, type TestDbKind } from './test-db';

export const TEST_ADMIN_EMAIL = 'admin@test.example';

export interface TestServerOptions {
  /** The AI provider to use instead of the one AI_PROVIDER selects (demo by default). */
  ai?: AiImagePort;
  /** Order refunds (a fake that records calls); by default only shop-recorded payments can be refunded. */
  orderPayments?: OrderPayments;
  /** A built web app to serve (a miniature dist/ with its index.html); API-only without it. */
  webDistDir?: string;
  /** Where log lines go (with LOG_LEVEL in env: tests that read the log). */
  logDestination?: DestinationStream;
}

/** A whole app on a fresh database and a temporary DATA_DIR, driven through app.request(). */
export async function startTestServer(kind: TestDbKind, env: Record<string, string> = {}, options: TestServerOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-test-'));
  // Every `signUp` also signs in (decision 93), and all of a file's requests come from one address: the
  // per-address sign-in limit (20 a minute) would refuse them. The failed-sign-in limits stay as they are.
  const config: AppConfig = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},second-admin@test.example`,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SIGNIN_LIMIT_PER_MINUTE: '1000',
    // One log line per request would bury a failing test's output; tests that read logs pass their own.
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase(kind);
  const mail = new OutboxMail(path.join(dataDir, 'outbox'), config.mail.from);
  // A cheap hash cost keeps sign-ups fast in tests; production uses the OWASP parameters.
  const server = await buildServer(config, {
    database,
    mail,
    ai: options.ai,
    orderPayments: options.orderPayments,
    webDistDir: options.webDistDir,
    logDestination: options.logDestination,
    passwordHashParams: { logN: 10, r: 8, p: 1 },
  });
  const base = 'http://localhost:3000';

  /** A tiny cookie-keeping client, like a browser on this site. */
  function client() {
    const jar = new Map<string, string>();
    async function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await server.app.request(`${base}${url}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), origin: base, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const [k, ...v] = pair.split('=');
        if (/max-age=0/i.test(set)) jar.delete(k);
        else jar.set(k, v.join('='));
      }
      const text = await res.text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {}
      return { status: res.status, json, text, headers: res.headers };
    }
    return {
      jar,
      get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
      post: (url: string, body?: unknown, headers?: Record<string, string>) => request('POST', url, body ?? {}, headers),
      patch: (url: string, body?: unknown, headers?: Record<string, string>) => request('PATCH', url, body ?? {}, headers),
      del: (url: string, headers?: Record<string, string>) => request('DELETE', url, undefined, headers),
      /**
       * Signs up, then signs in with the password as a newcomer who has not opened the link yet would
       * (signing up itself never signs in: decision 93). Answers the sign-up's response.
       */
      async signUp(email: string, password = 'secret123', name = 'Test User') {
        const res = await request('POST', '/api/auth/sign-up/email', { email, password, name });
        if (res.status === 200) await request('POST', '/api/auth/sign-in/email', { email, password });
        return res;
      },
      async signIn(email: string, password = 'secret123') {
        return request('POST', '/api/auth/sign-in/email', { email, password });
      },
      /** Opens the newest verification link mailed to the address, as its owner would (signs this client in). */
      async verifyEmail(email: string) {
        const link = (await mail.list()).find((m) => m.to === email && m.text.includes('/api/auth/verify-email?token='))?.text.match(/https?:\/\/\S+/)?.[0];
        if (!link) throw new Error(`No verification mail to ${email}`);
        const url = new URL(link);
        return request('GET', url.pathname + url.search);
      },
      /** Signs up and verifies the address (admin rights need a verified address). */
      async signUpVerified(email: string, password = 'secret123', name = 'Test User') {
        const res = await request('POST', '/api/auth/sign-up/email', { email, password, name });
        if (res.status === 200) await this.verifyEmail(email);
        return res;
      },
    };
  }

  return {
    ...server,
    config,
    dataDir,
    mail,
    client,
    /** Test-mode payment events arrive after the response that caused them (as Stripe's do): this waits until all so far are handled. */
    async paymentEventsDelivered() {
      if (server.deps.payments instanceof LocalPayments) await server.deps.payments.eventsDelivered();
    },
    async stop() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
