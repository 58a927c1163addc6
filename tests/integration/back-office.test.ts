import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, creditLedger, session } from '../../src/server/db/schema';
import { checkLedgerConsistency } from '../../src/server/services/credits/ledger';
import { SecurityLogger } from '../../src/server/services/security/security-log';
import { adminClient } from '../setup/admin';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

type Client = ReturnType<TestServer['client']>;

/** The back office: users (role, plan, credits, suspension), the audit, custom requests, the home's counts. */
describe.each(testDbKinds())('the back office on %s', (kind) => {
  let server: TestServer;
  let admin: Client;
  let emails = 0;
  const SHOP = 'orders@shop.example';

  beforeAll(async () => {
    server = await startTestServer(kind, { SHOP_NOTIFY_EMAIL: SHOP });
    admin = await adminClient(server);
  });
  afterAll(() => server.stop());

  async function newUser(): Promise<{ client: Client; id: string; email: string }> {
    const email = `back-office-${++emails}@example.com`;
    const client = server.client();
    await client.signUpVerified(email);
    return { client, id: (await client.get('/api/me')).json.user.id, email };
  }

  it('sets a role with the SPEC §6 messages, and records who did it in the audit', async () => {
    const target = await newUser();
    expect((await server.client().post(`/api/admin/users/${target.id}/role`, { role: 'admin' })).json.error.message).toBe('Must be logged in to set user roles');
    const other = await newUser();
    expect((await other.client.post(`/api/admin/users/${target.id}/role`, { role: 'admin' })).json.error.message).toBe('Only admins can set user roles');
    expect((await admin.post('/api/admin/users/nobody/role', { role: 'user' })).json.error.message).toBe('Failed to set user role');
    expect((await admin.post(`/api/admin/users/${target.id}/role`, { role: 'graphic_designer' })).status).toBe(200);

    const rows = await server.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, target.id));
    // The refused calls of a guest and a user never reach the audit (no admin did them).
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: 'admin@test.example',
      method: 'POST',
      action: '/api/admin/users/:id/role',
      path: `/api/admin/users/${target.id}/role`,
      targetType: 'users',
      status: 200,
      details: { role: 'graphic_designer' },
    });
    const failed = (await admin.get('/api/admin/audit?targetId=nobody')).json.entries;
    expect(failed).toEqual([expect.objectContaining({ action: '/api/admin/users/:id/role', status: 404 })]);
  });

  it('grants and removes one-time credits as ledger rows with the reason, never below zero', async () => {
    const target = await newUser();
    const granted = await admin.post(`/api/admin/users/${target.id}/credits`, { amount: 30, reason: 'Sorry for the delay' });
    expect(granted.json).toEqual({ oneTimeCredits: 30 });
    const removed = await admin.post(`/api/admin/users/${target.id}/credits`, { amount: -10, reason: 'Double grant' });
    expect(removed.json).toEqual({ oneTimeCredits: 20 });
    const tooMuch = await admin.post(`/api/admin/users/${target.id}/credits`, { amount: -21, reason: 'Too much' });
    expect(tooMuch.status).toBe(409);
    expect((await admin.post(`/api/admin/users/${target.id}/credits`, { amount: 5, reason: '' })).status).toBe(400);

    const ledger = await server.deps.database.db.select().from(creditLedger).where(eq(creditLedger.userId, target.id));
    expect(ledger.map((r) => [r.kind, r.balance, r.amount, r.reason]).sort()).toEqual([
      ['adjust', 'oneTime', -10, 'Double grant (admin admin@test.example)'],
      ['grant', 'oneTime', 30, 'Sorry for the delay (admin admin@test.example)'],
    ]);
    expect((await checkLedgerConsistency(server.deps.database.db, target.id)).consistent).toBe(true);
    const detail = (await admin.get(`/api/admin/users/${target.id}`)).json;
    expect(detail.subscription.oneTimeCredits).toBe(20);
    expect(detail.ledger).toHaveLength(2);
    expect((await target.client.get('/api/credits')).json.oneTimeCredits).toBe(20);
  });

  it('sets a plan with its allowances, but not the admin plan', async () => {
    const target = await newUser();
    expect((await admin.post(`/api/admin/users/${target.id}/plan`, { plan: 'gold' })).status).toBe(200);
    expect((await admin.get(`/api/admin/users/${target.id}`)).json.subscription).toMatchObject({ plan: 'gold', maxImages: 600, freeCredits: 120 });
    expect((await admin.post(`/api/admin/users/${target.id}/plan`, { plan: 'admin' })).status).toBe(400);
  });

  it('suspends an account: every session ends, sign-in and auto-login are refused; restoring lets them in again', async () => {
    const target = await newUser();
    const secondDevice = server.client();
    expect((await secondDevice.signIn(target.email)).status).toBe(200);
    const key = (await admin.post('/api/admin/auto-login-keys', { userId: target.id, projectId: 'p1' })).json;
    expect((await target.client.get('/api/me')).json.user.id).toBe(target.id);

    const suspended = await admin.post(`/api/admin/users/${target.id}/suspend`, { reason: 'Chargeback fraud' });
    expect(suspended.status).toBe(200);
    expect(suspended.json.sessionsRevoked).toBe(2);
    expect(await server.deps.database.db.select().from(session).where(eq(session.userId, target.id))).toEqual([]);
    expect((await target.client.get('/api/me')).json.user).toBeNull();
    expect((await secondDevice.get('/api/me')).json.user).toBeNull();

    const refused = await server.client().signIn(target.email);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('This account is suspended. Please contact the shop.');
    const redeemed = await server.client().post('/api/auto-login', { username: target.email, projectid: 'p1', key: key.key });
    expect(redeemed.status).toBeGreaterThanOrEqual(400);
    expect((await admin.get('/api/admin/users?q=back-office')).json.users.find((u: { id: string }) => u.id === target.id).suspended).toBe(true);
    expect((await admin.get(`/api/admin/users/${target.id}`)).json.suspension).toMatchObject({ reason: 'Chargeback fraud', suspendedBy: 'admin@test.example' });

    const me = (await admin.get('/api/me')).json.user.id;
    expect((await admin.post(`/api/admin/users/${me}/suspend`, { reason: 'Oops' })).json.error.code).toBe('cannot_suspend_self');

    expect((await admin.post(`/api/admin/users/${target.id}/restore`)).status).toBe(200);
    expect((await server.client().signIn(target.email)).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${target.id}/restore`)).status).toBe(409);

    const actions = (await admin.get(`/api/admin/audit?targetType=users&targetId=${target.id}`)).json.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['/api/admin/users/:id/suspend', '/api/admin/users/:id/restore']));
  });

  it('e-mails the shop about a new custom request, lists it with filters, shows it and moves it on', async () => {
    const contactEmail = `custom-${++emails}@example.com`;
    const sent = await server
      .client()
      .post('/api/custom-orders', { contactEmail, name: 'Rosa Lind', description: 'Twenty round stickers of my bakery logo', size: '3 in', quantity: 20 });
    expect(sent.status).toBe(201);
    const id: string = sent.json.request.id;
    const shopMail = (await server.mail.list()).find((m) => m.to === SHOP && m.text.includes(id.slice(0, 8).toUpperCase()));
    expect(shopMail?.subject).toBe(`New custom sticker request ${id.slice(0, 8).toUpperCase()} from Rosa Lind`);
    expect(shopMail?.text).toContain('address not confirmed yet');
    expect(shopMail?.text).toContain(`http://localhost:3000/admin/custom-orders/${id}`);

    const attention = (await admin.get('/api/admin/attention')).json;
    expect(attention.newCustomRequests).toBeGreaterThanOrEqual(1);

    expect((await admin.get('/api/admin/custom-orders?q=rosa')).json.requests.map((r: { id: string }) => r.id)).toContain(id);
    expect((await admin.get(`/api/admin/custom-orders?q=${id.slice(0, 8).toUpperCase()}`)).json.requests.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await admin.get('/api/admin/custom-orders?q=nobody-like-this')).json.requests).toEqual([]);
    expect((await admin.get(`/api/admin/custom-orders/${id}`)).json.request.description).toBe('Twenty round stickers of my bakery logo');
    expect((await admin.patch(`/api/admin/custom-orders/${id}`, { status: 'accepted' })).json.request.status).toBe('accepted');
    expect((await admin.get('/api/admin/custom-orders?status=accepted')).json.requests.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await admin.get('/api/admin/attention')).json.newCustomRequests).toBe(attention.newCustomRequests - 1);
    expect((await admin.get('/api/admin/custom-orders/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('edits a notice without touching the fields not sent', async () => {
    const created = (await admin.post('/api/admin/notices', { title: 'Sale', message: 'Half price', targetPage: '/pricing' })).json.notice;
    const off = await admin.patch(`/api/admin/notices/${created.id}`, { isActive: false });
    expect(off.json.notice).toMatchObject({ isActive: false, targetPage: '/pricing', title: 'Sale' });
    expect((await admin.patch(`/api/admin/notices/${created.id}`, {})).status).toBe(400);
    expect((await admin.patch('/api/admin/notices/nope', { isActive: true })).status).toBe(404);
  });

  it('filters security events and records each webhook delivery, failures included', async () => {
    const calls: string[] = [];
    const failing: typeof fetch = async (url) => {
      calls.push(String(url));
      return new Response('down', { status: 503 });
    };
    const logger = new SecurityLogger(server.deps.database.db, 'https://hooks.example/security', failing);
    await logger.log({ event: 'back_office_probe', severity: 'high', details: { n: 1 } });
    await logger.settled();
    const unreachable = new SecurityLogger(server.deps.database.db, 'https://hooks.example/security', async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await unreachable.log({ event: 'back_office_probe', severity: 'low' });
    await unreachable.settled();
    expect(calls).toHaveLength(1);

    const listed = (await admin.get('/api/admin/security-logs?event=back_office&severity=high')).json.logs;
    expect(listed).toHaveLength(1);
    expect((await admin.get(`/api/admin/security-logs/${listed[0].id}`)).json.log.details).toEqual({ n: 1 });
    const webhook = (await admin.get('/api/admin/security-logs/webhook')).json;
    expect(webhook.configured).toBe(false); // the test server itself has no SECURITY_WEBHOOK_URL
    const probes = webhook.deliveries.filter((d: { event: string }) => d.event === 'back_office_probe');
    const outcomes = probes.map((d: { ok: boolean; httpStatus: number | null; error: string }) => [d.ok, d.httpStatus, d.error]);
    expect(outcomes).toHaveLength(2);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        [false, 503, 'HTTP 503'],
        [false, null, 'connect ECONNREFUSED'],
      ]),
    );
    expect(webhook.failedLastDay).toBeGreaterThanOrEqual(2);
    expect((await admin.get('/api/admin/attention')).json).toMatchObject({ failedWebhooksLastDay: webhook.failedLastDay, highSecurityEventsLastDay: expect.any(Number) });
  });

  it('lists jobs by status and retries a failed one', async () => {
    const { jobs } = await import('../../src/server/db/schema');
    const now = new Date();
    const id = '11111111-2222-4333-8444-555555555555';
    await server.deps.database.db.insert(jobs).values({
      id,
      name: 'orders.production',
      payload: {},
      status: 'failed',
      attempts: 6,
      maxAttempts: 6,
      runAt: now,
      lastError: 'render failed',
      createdAt: now,
      updatedAt: now,
      finishedAt: now,
    });
    const failed = (await admin.get('/api/admin/jobs?status=failed')).json;
    expect(failed.jobs.map((j: { id: string; lastError: string }) => [j.id, j.lastError])).toContainEqual([id, 'render failed']);
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/api/admin/attention')).json.failedProductionJobs).toBeGreaterThanOrEqual(1);
    const retried = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(retried.json.job).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await admin.post(`/api/admin/jobs/${id}/retry`)).status).toBe(409);
    const audit = await server.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'jobs'), eq(adminAuditLog.targetId, id)));
    expect(audit.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
