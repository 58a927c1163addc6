import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('platform edges on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('answers health with the database kind', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, db: kind });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives unknown API paths a 404 in the one error shape', async () => {
    const res = await server.client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
  });

  it('refuses malformed JSON with 400 and a clear message', async () => {
    const res = await server.client().post('/api/security-log', '{not json');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await server.client().post('/api/security-log', JSON.stringify({ event: 'x', severity: 'low', details: { big: 'a'.repeat(3 * 1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
  });

  it('sets the document security headers on pages', async () => {
    const res = await server.client().get('/account/projects');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain('https://fonts.gstatic.com');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('sets no-sniff and no-framing on every API answer, Hono-built or not', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/api/auth/get-session', '/api/notices/current?page=/']) {
      const res = await server.client().get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
