import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** A loopback webhook receiver that records the JSON it gets; `fail` makes it answer 500 slowly. */
function webhookReceiver() {
  const received: unknown[] = [];
  let fail = false;
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) });
      if (fail) setTimeout(() => res.writeHead(500).end('boom'), 50);
      else res.writeHead(204).end();
    });
  });
  return {
    received,
    setFail: (v: boolean) => {
      fail = v;
    },
    start: () => new Promise<string>((resolve) => srv.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(srv.address() as AddressInfo).port}/hook`))),
    stop: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe.each(testDbKinds())('security on %s', (kind) => {
  let server: TestServer;
  const hook = webhookReceiver();
  beforeAll(async () => {
    const url = await hook.start();
    server = await startTestServer(kind, { SITE_PRIMARY_DOMAIN: 'stickerstudio.ca', SECURITY_WEBHOOK_URL: url });
  });
  afterAll(async () => {
    await server.stop();
    await hook.stop();
  });

  it('stores client security events and forwards them to the webhook', async () => {
    const res = await server.client().post('/api/security-log', { event: 'xss_attempt', severity: 'high', details: { field: 'name' }, url: '/account/settings' });
    expect(res.status).toBe(201);
    await until(() => hook.received.length > 0);
    expect(hook.received.at(-1)).toMatchObject({ method: 'POST', type: 'application/json', body: { event: 'client:xss_attempt', severity: 'high', url: '/account/settings' } });
    const logs = (await (await adminClient(server)).get('/api/admin/security-logs')).json.logs;
    expect(logs.find((l: { event: string }) => l.event === 'client:xss_attempt')).toMatchObject({ severity: 'high', details: { field: 'name' } });
  });

  it('validates client events', async () => {
    const res = await server.client().post('/api/security-log', { event: 'bad event!', severity: 'apocalyptic' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_input');
  });

  it('never lets a failing webhook break a request', async () => {
    hook.setFail(true);
    const res = await server.client().post('/api/security-log', { event: 'still_ok', severity: 'low' });
    expect(res.status).toBe(201);
    hook.setFail(false);
  });

  it('rate-limits client events per address', async () => {
    const c = server.client();
    let last = 0;
    for (let i = 0; i < 35; i++) last = (await c.post('/api/security-log', { event: 'spam', severity: 'low' })).status;
    expect(last).toBe(429);
  });

  it('redirects unauthorised hosts to the primary domain keeping path and query, and logs them', async () => {
    const res = await server.app.request('http://evil.example/pricing?plan=gold', { headers: { host: 'evil.example' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('http://stickerstudio.ca/pricing?plan=gold');
    await until(() => hook.received.some((r: any) => r.body.event === 'unauthorized_domain'));
    expect(hook.received.some((r: any) => r.body.event === 'unauthorized_domain')).toBe(true);
  });

  it('sends www to the bare host and lets allowed hosts through', async () => {
    const www = await server.app.request('http://www.stickerstudio.com/cart?x=1', { headers: { host: 'www.stickerstudio.com' } });
    expect(www.status).toBe(301);
    expect(www.headers.get('location')).toBe('http://stickerstudio.com/cart?x=1');
    const ok = await server.app.request('http://stickerstudio.com/api/notices/current?page=/', { headers: { host: 'stickerstudio.com' } });
    expect(ok.status).toBe(200);
    const local = await server.app.request('http://localhost:3000/api/notices/current?page=/', { headers: { host: 'localhost:3000' } });
    expect(local.status).toBe(200);
    // Health answers load-balancer probes on any host (they use the instance's address).
    const probe = await server.app.request('http://10.0.0.7:3000/api/health', { headers: { host: '10.0.0.7:3000' } });
    expect(probe.status).toBe(200);
  });

  it('answers an invalid host with 400 and logs it', async () => {
    const res = await server.app.request('http://localhost/pricing', { headers: { host: 'bad host!' } });
    expect(res.status).toBe(400);
  });

  it('refuses cross-site cookie-authenticated writes (CSRF)', async () => {
    const c = server.client();
    await c.signUp('csrf@example.com');
    const crossOrigin = await c.post('/api/security-log', { event: 'x', severity: 'low' }, { origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.json.error.code).toBe('csrf');
    const crossSite = await c.post('/api/security-log', { event: 'x', severity: 'low' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const signOut = await c.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(signOut.status).toBe(403);
    expect((await c.get('/api/me')).json.user.email).toBe('csrf@example.com');
  });
});
