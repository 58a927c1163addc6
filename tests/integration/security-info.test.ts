import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startingSet } from '../../src/server/services/catalog/seed';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * Smaller holes: a browser's security report cannot claim `critical` (kept as `high`, the claim in its
 * details); an account picture must be an http(s) address or a path on the site (no `javascript:`);
 * the shipped library names no trademarked character.
 */
describe.each(testDbKinds())('security details on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it('a guest’s critical security event is stored as high, with what was claimed', async () => {
    const res = await server.client().post('/api/security-log', { event: 'claimed_critical', severity: 'critical', details: { a: 1 } });
    expect(res.status).toBe(201);
    const logs = (await (await adminClient(server)).get('/api/admin/security-logs?event=client:claimed_critical')).json.logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].severity).toBe('high');
    const detail = (await (await adminClient(server)).get(`/api/admin/security-logs/${logs[0].id}`)).json.log;
    expect(detail.details).toMatchObject({ a: 1, reportedSeverity: 'critical' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:x',
    '//evil.example/a.png',
    'https://user:pw@evil.example/a.png',
  ])('refuses the account picture %s', async (image) => {
    const member = server.client();
    await member.signUp(`picture-${Math.random().toString(36).slice(2, 8)}@test.example`);
    const res = await member.post('/api/auth/update-user', { image });
    expect(res.status).toBe(400);
    const me = (await member.get('/api/me')).json.user;
    expect(me.image ?? null).toBeNull();
  });

  it('accepts an https picture and a path on the site, and refuses a javascript: one at sign-up', async () => {
    const member = server.client();
    await member.signUp('picture-ok@test.example');
    expect((await member.post('/api/auth/update-user', { image: 'https://images.example/me.png' })).status).toBe(200);
    expect((await member.post('/api/auth/update-user', { image: '/api/files/raw/users/me.png' })).status).toBe(200);
    expect((await member.post('/api/auth/update-user', { image: null })).status).toBe(200);
    const signUp = await server
      .client()
      .post('/api/auth/sign-up/email', { name: 'X', email: 'picture-js@test.example', password: 'correct-horse-battery', image: 'javascript:alert(1)' });
    expect(signUp.status).toBe(400);
  });

  it('ships no library sticker named after a trademarked character', () => {
    const names = startingSet().items.flatMap((item) => [item.name, item.description]);
    expect(names.filter((text) => /kitty|hello kitty|凯蒂/i.test(text))).toEqual([]);
  });
});
