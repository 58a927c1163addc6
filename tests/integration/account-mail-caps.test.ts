import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_ADDRESS } from '../../src/server/services/auth/mail-caps';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * Verification and password-reset mails are capped per target address, not only per client: asked
 * for from many client addresses, one mailbox gets at most the cap in an hour, and every request is
 * answered the same whether it was mailed or not.
 */
describe.each(testDbKinds())('account mails per address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '1' });
  });
  afterAll(() => server?.stop());

  const mailsTo = async (to: string, subject: RegExp) => (await server.mail.list()).filter((m) => m.to === to && subject.test(m.subject)).length;

  it('20 verification requests from 20 clients mail the address at most the cap', async () => {
    const target = 'bombed@test.example';
    await server.client().signUp(target);
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const res = await server.client().post('/api/auth/send-verification-email', { email: target, callbackURL: '/' }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.add(res.status);
    }
    expect([...statuses]).toEqual([200]);
    expect(await mailsTo(target, /verify/i)).toBeLessThanOrEqual(ACCOUNT_MAILS_PER_ADDRESS.max);
    expect(await mailsTo(target, /verify/i)).toBeGreaterThan(0);
  });

  it('20 password-reset requests from 20 clients mail the address at most the cap', async () => {
    const target = 'reset-bombed@test.example';
    await server.client().signUp(target);
    for (let i = 0; i < 20; i++) {
      const res = await server.client().post('/api/auth/request-password-reset', { email: target, redirectTo: '/reset-password' }, { 'x-forwarded-for': `198.51.100.${i + 101}` });
      expect(res.status).toBe(200);
    }
    const resets = (await server.mail.list()).filter((m) => m.to === target).length - (await mailsTo(target, /verify/i));
    expect(resets).toBeGreaterThan(0);
    expect(resets).toBeLessThanOrEqual(ACCOUNT_MAILS_PER_ADDRESS.max);
  });
});
