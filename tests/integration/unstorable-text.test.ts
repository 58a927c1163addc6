import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { INVALID_TEXT_MESSAGE } from '../../src/server/middleware/storable-text';
import { SecurityLogger } from '../../src/server/services/security/security-log';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;
interface Log {
  event: string;
  details: Record<string, unknown>;
}

/** A loopback webhook that records the JSON bodies it receives. */
function webhookReceiver() {
  const received: { event: string; details: Record<string, any> }[] = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  return {
    received,
    start: () => new Promise<string>((resolve) => srv.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(srv.address() as AddressInfo).port}/hook`))),
    stop: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

const refused = (res: { status: number; json: any }) => {
  expect(res.status).toBe(400);
  expect(res.json.error).toMatchObject({ code: 'invalid_text', message: INVALID_TEXT_MESSAGE });
};

describe.each(testDbKinds())('text PostgreSQL cannot store, on %s', (kind) => {
  let server: TestServer;
  let guest: Client;
  let user: Client;
  let admin: Client;
  const logs = async (): Promise<Log[]> => (await admin.get('/api/admin/security-logs')).json.logs;
  beforeAll(async () => {
    server = await startTestServer(kind);
    guest = server.client();
    user = server.client();
    expect((await user.signUp('plain-user@example.com')).status).toBe(200);
    admin = await adminClient(server);
  });
  afterAll(() => server.stop());

  // First: refusals are logged at most 10 a minute per address, and the tests below refuse many.
  it('stores every refusal as a security event, the text replaced and marked (item 2)', async () => {
    const autoLogin = await guest.post('/api/auto-login', { username: 'u', password: 'p', projectid: 'x\ud800' });
    refused(autoLogin);
    const note = await guest.post('/api/security-log', { event: 'probe', severity: 'low', details: { note: 'x\u0000' } });
    refused(note);
    const refusals = (await logs()).filter((l) => l.event === 'unstorable_text_refused');
    expect(refusals.find((l) => l.details.path === '/api/auto-login')?.details).toMatchObject({ field: 'body.projectid', value: 'x\uFFFD', _sanitized: true });
    expect(refusals.find((l) => l.details.path === '/api/security-log')?.details).toMatchObject({ field: 'body.details.note', value: 'x\uFFFD', _sanitized: true });
  });

  it("refuses the issue's reproductions with 400 invalid_text, better-auth's routes included", async () => {
    refused(await guest.post('/api/auth/sign-in/email', { email: 'a\u0000b', password: 'secret123' }));
    refused(await guest.post('/api/auth/sign-up/email', { email: 'x@example.com', password: 'secret123', name: 'a\ud800' }));
    refused(await user.post('/api/ai/generate', { prompt: 'cat\u0000dog' }));
    refused(await admin.post('/api/admin/notices', { title: 'a\u0000b', message: 'm' }));
    refused(await user.post('/api/auth/update-user', { name: 'x\udc00' }));
    refused(await guest.get('/api/notices?page=%00'));
    refused(await user.patch('/api/designs/a%00b', { name: 'x' }));
    expect((await user.get('/api/designs/a%00b')).status).toBe(404); // a read: nothing stored has that name
    const res = await user.post('/api/auth/sign-in/email', { email: 'a\u0000b', password: 'secret123' });
    expect(res.json.error.details).toEqual({ field: 'body.email' });
  });

  it('answers update-user {"name":null} with 400, not 500', async () => {
    const res = await user.post('/api/auth/update-user', { name: null });
    expect(res.status).toBe(400);
    expect((await user.get('/api/me')).json.user.name).toBe('Test User');
  });

  it('refuses an account name over 80 characters at sign-up and on update with 400 invalid_input; 80 is accepted', async () => {
    const [name80, name81] = ['n'.repeat(80), 'n'.repeat(81)];
    const tooLong = (res: { status: number; json: any }) => {
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'invalid_input', message: expect.stringMatching(/^name: /) });
    };
    const refusedSignUp = server.client();
    tooLong(await refusedSignUp.signUp('name-81@example.com', 'secret123', name81));
    expect((await server.client().signIn('name-81@example.com')).status).not.toBe(200);

    const member = server.client();
    expect((await member.signUp('name-80@example.com', 'secret123', name80)).status).toBe(200);
    expect((await member.get('/api/me')).json.user.name).toBe(name80);
    tooLong(await member.post('/api/auth/update-user', { name: name81 }));
    expect((await member.get('/api/me')).json.user.name).toBe(name80);
    expect((await member.post('/api/auth/update-user', { name: 'm'.repeat(80) })).status).toBe(200);
    expect((await member.get('/api/me')).json.user.name).toBe('m'.repeat(80));
  });

  it('refuses multipart text fields and file names', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], { type: 'image/png' }), 'bad\u0000.png');
    const cookie = [...user.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.app.request('http://localhost:3000/api/files/upload', { method: 'POST', body: form, headers: { cookie, origin: 'http://localhost:3000' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.code).toBe('invalid_text');
  });

  it('lets through emoji (surrogate pairs), escaped backslashes and binary NUL bytes in images', async () => {
    const ok = await guest.post('/api/security-log', { event: 'test_event', severity: 'low', details: { note: 'literal \\u0000 and \\ud800, 😀' } });
    expect(ok.status).toBe(201);
    const stored = (await logs()).find((l) => l.event === 'client:test_event');
    expect(stored?.details).toMatchObject({ note: 'literal \\u0000 and \\ud800, 😀' });
    expect(stored?.details._sanitized).toBeUndefined();
  });

  it('stores an event whose own fields hold unstorable text, recursively, with the marker', async () => {
    await server.deps.securityLog.log({
      event: 'auto_login_failed',
      severity: 'medium',
      details: { projectid: 'x\ud800', deep: [{ 'k\u0000': 'v\u0000' }] },
      userAgent: 'ua\u0000',
      url: '/x\udc00',
    });
    const stored = (await logs()).find((l) => l.event === 'auto_login_failed');
    expect(stored?.details).toEqual({ projectid: 'x\uFFFD', deep: [{ 'k\uFFFD': 'v\uFFFD' }], _sanitized: true });
  });
});

describe('a security event the database refuses', () => {
  const hook = webhookReceiver();
  afterAll(() => hook.stop());

  it('is reported in the log and to the webhook, with the lost event', async () => {
    const url = await hook.start();
    const failingDb = { insert: () => ({ values: () => Promise.reject(new Error('database is down')) }) } as unknown as Db;
    const logged: { fields: Record<string, unknown>; msg: string }[] = [];
    const keep = (fields: object, msg: string) => void logged.push({ fields: fields as Record<string, unknown>, msg });
    await new SecurityLogger(failingDb, url, fetch, { info: keep, warn: keep, error: keep }).log({ event: 'sign_in_backoff', severity: 'high', details: { email: 'a@b.c' } });
    await until(() => hook.received.length >= 2);
    expect(logged).toContainEqual({ fields: expect.objectContaining({ event: 'sign_in_backoff', err: expect.any(Error) }), msg: 'could not store a security event' });
    const failure = hook.received.find((e) => e.event === 'security_log_store_failed');
    expect(failure).toMatchObject({ severity: 'critical', details: { reason: 'database is down', lost: { event: 'sign_in_backoff', details: { email: 'a@b.c' } } } });
    expect(hook.received.map((e) => e.event)).toContain('sign_in_backoff');
  });
});
