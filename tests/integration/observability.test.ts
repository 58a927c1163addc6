import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/log/logger';
import { postWebhook, signEvent, stripeEvent } from '../setup/payments';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

const METRICS_TOKEN = 'metrics-test-token-0123456789';

/** A pino destination that keeps each JSON line, parsed. */
function capture() {
  const lines: Record<string, any>[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line)) };
}

describe.each(testDbKinds())('request logs and /metrics on %s', (kind) => {
  let server: TestServer;
  const log = capture();
  beforeAll(async () => {
    server = await startTestServer(kind, { LOG_LEVEL: 'info', METRICS_TOKEN }, { logDestination: log });
  });
  afterAll(() => server.stop());

  const requestLines = (reqId: string) => log.lines.filter((l) => l.reqId === reqId && l.msg === 'request');
  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) => server.app.request('http://10.0.0.7:3000/metrics', { headers });

  it('gives a request an id, echoes it, and logs it once as one JSON line with route, status and duration', async () => {
    const res = await server.client().get('/api/library?limit=5');
    const reqId = res.headers.get('x-request-id') as string;
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = requestLines(reqId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', method: 'GET', route: '/api/library', path: '/api/library', status: 200, service: 'sticker-studio' });
    expect(lines[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(typeof lines[0].time).toBe('string');
  });

  it("tells the browser the server's time on the request (Server-Timing), as logged", async () => {
    const res = await server.client().get('/api/prices/current');
    const [line] = requestLines(res.headers.get('x-request-id') as string);
    expect(res.headers.get('server-timing')).toBe(`app;dur=${line.durationMs}`);
  });

  it('keeps a sane incoming X-Request-Id and replaces one that is not an id', async () => {
    const kept = await server.client().get('/api/prices/current', { 'x-request-id': 'lb-4f2a.77:abc' });
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a.77:abc');
    expect(requestLines('lb-4f2a.77:abc')).toHaveLength(1);
    const hostile = '<script>alert(1)</script> with spaces';
    const replaced = await server.client().get('/api/prices/current', { 'x-request-id': hostile });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(log.lines)).not.toContain('<script>');
  });

  it('logs the route pattern, not the raw path, and an error answer with its id', async () => {
    const res = await server.client().get('/api/library/no-such-item');
    const [line] = requestLines(res.headers.get('x-request-id') as string);
    expect(line.route).toBe('/api/library/:id');
    expect(line.status).toBe(404);
  });

  it('never logs passwords, cookies or tokens', async () => {
    const c = server.client();
    await c.signUp('logged@test.example', 'hunter2-secret-pw');
    await c.get('/api/me');
    await c.get('/api/auth/reset-password/abcdefghijklmnopqrstuvwxyz0123?callbackURL=/x&token=abcdefghijklmnop');
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain('hunter2-secret-pw');
    const sessionCookie = [...c.jar.values()][0];
    expect(sessionCookie).toBeTruthy();
    expect(text).not.toContain(sessionCookie);
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz0123');
    expect(text).not.toContain('token=');
  });

  it('redacts credentials wherever a logged object carries them', () => {
    const out = capture();
    const logger = createLogger('info', out);
    logger.info(
      { req: { headers: { cookie: 'ss.session=abc', authorization: 'Bearer xyz', accept: 'text/html' } }, body: { email: 'a@b.c', password: 'pw-123' }, token: 't-1' },
      'x',
    );
    const [line] = out.lines;
    expect(line.req.headers).toEqual({ cookie: '[redacted]', authorization: '[redacted]', accept: 'text/html' });
    expect(line.body).toEqual({ email: 'a@b.c', password: '[redacted]' });
    expect(line.token).toBe('[redacted]');
  });

  it('serves /metrics only with the token, on any Host', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer wrong' })).status).toBe(401);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests by route pattern and status, payment events, jobs and the process', async () => {
    const c = server.client();
    for (let i = 0; i < 3; i++) await c.get('/api/library?limit=2');
    await c.get('/api/showcase/items/7b0c5a43-1d0e-4c55-9a0e-3f1f2b8f0c11');
    const event = stripeEvent('product.created', { id: 'prod_metrics' });
    const { raw, header } = signEvent(event, server.config.payments.webhookSecret);
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);
    expect((await postWebhook(server.app, raw, header)).status).toBe(200);

    const text = await (await scrape()).text();
    const count = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? Number.NaN);
    expect(count(/^http_requests_total\{method="GET",route="\/api\/library",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/showcase\/items\/:id",status="404"\} 1$/m);
    expect(text).not.toContain('7b0c5a43');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/library",status="200"\} \d+$/m);
    expect(text).toMatch(/^payment_events_total\{type="product\.created",outcome="recorded"\} 1$/m);
    expect(text).toMatch(/^payment_events_total\{type="product\.created",outcome="duplicate"\} 1$/m);
    expect(text).toMatch(/^jobs_scrape_ok 1$/m);
    expect(text).toMatch(/^jobs_oldest_due_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (kind === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
  });

  it('reports queued jobs by name and state', async () => {
    const { enqueueJob } = await import('../../src/server/job-contracts/enqueue');
    const { catalogThumbnailsJob } = await import('../../src/server/job-contracts/renders');
    await enqueueJob(server.deps.database.db, catalogThumbnailsJob, {});
    const text = await (await scrape()).text();
    expect(text).toMatch(/^jobs\{name="catalog\.thumbnails",state="due"\} 1$/m);
  });
});

describe('/metrics without a token configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.stop());

  it('does not exist', async () => {
    const res = await server.app.request('http://localhost:3000/metrics');
    expect(res.status).toBe(404);
  });
});
