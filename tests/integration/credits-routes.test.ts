import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema';
import { grantCredits, reserveGeneration } from '../../src/server/services/credits';
import { createCustomOrderRequest, getCustomOrderRequestForUser, listCustomOrderRequests, setCustomOrderRequestStatus } from '../../src/server/services/custom-orders/requests';
import { adminClient } from '../setup/admin';
import { DAY, expectLedgerConsistent, fields } from '../setup/credits';
import { userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('credit routes and custom-order requests on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let aliceId: string;
  let bobId: string;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = server.client();
    const bob = server.client();
    expect((await alice.signUp('alice-credits@example.com')).status).toBe(200);
    expect((await bob.signUp('bob-credits@example.com')).status).toBe(200);
    [aliceId, bobId] = await Promise.all([userIdOf(alice), userIdOf(bob)]);
  });
  afterAll(() => server.stop());

  it('GET /api/credits: a new user has the free plan’s 40 free credits', async () => {
    const res = await alice.get('/api/credits');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      plan: 'free',
      isAdmin: false,
      remaining: { unlimited: false, free: 40, monthly: 0, oneTime: 0, standard: 40, premium: 0 },
      freeCredits: 40,
      freeCreditsUsed: 0,
      planFreeCredits: 40,
      maxImages: 0,
      oneTimeCredits: 0,
      imageCount: 0,
    });
    expect(Date.parse(res.json.nextFreeReset) - Date.parse(res.json.freeCreditsLastReset)).toBe(30 * DAY);
  });

  it('shows what a generation and a grant change, and the user’s own ledger, newest first', async () => {
    const r = await reserveGeneration(db(), { userId: aliceId, isAdmin: false, tier: 'standard', cost: 2, generationFields: fields(2) });
    expect(r.ok).toBe(true);
    await grantCredits(db(), aliceId, { oneTimeCredits: 155, reason: 'credit pack small' });
    await grantCredits(db(), bobId, { oneTimeCredits: 250, reason: 'credit pack medium' });
    expect((await alice.get('/api/credits')).json.remaining).toMatchObject({ free: 38, oneTime: 155, standard: 193, premium: 155 });

    const ledger = await alice.get('/api/credits/ledger?limit=10');
    expect(ledger.status).toBe(200);
    expect(ledger.json.entries.map((e: { kind: string; balance: string; amount: number }) => [e.kind, e.balance, e.amount])).toEqual([
      ['grant', 'oneTime', 155],
      ['debit', 'free', -2],
    ]);
    expect((await alice.get('/api/credits/ledger?limit=1')).json.entries).toHaveLength(1);
    expect((await alice.get('/api/credits/ledger?limit=0')).status).toBe(400);
    expect((await alice.get('/api/credits/ledger?limit=lots')).status).toBe(400);
    await expectLedgerConsistent(db(), aliceId);
  });

  it('persists a reset that is due when the credits are read (with its ledger rows)', async () => {
    const longAgo = new Date(Date.now() - 31 * DAY);
    await db()
      .update(subscriptions)
      .set({ plan: 'silver', maxImages: 400, monthlyImageCount: 12, freeCreditsLastReset: longAgo, lastResetDate: longAgo })
      .where(eq(subscriptions.userId, bobId));
    const bob = server.client();
    await bob.signIn('bob-credits@example.com');
    const before = Date.now();
    const res = await bob.get('/api/credits');
    expect(res.json).toMatchObject({ plan: 'silver', freeCredits: 80, freeCreditsUsed: 0, monthlyImageCount: 0, remaining: { free: 80, monthly: 400, oneTime: 250 } });
    expect(Date.parse(res.json.freeCreditsLastReset)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, bobId));
    expect(row).toMatchObject({ freeCredits: 80, monthlyImageCount: 0 });
    const kinds = (await bob.get('/api/credits/ledger')).json.entries.map((e: { kind: string; balance: string; amount: number }) => [e.kind, e.balance, e.amount]);
    expect(kinds).toEqual(expect.arrayContaining([['reset', 'monthly', 12]]));
  });

  it('answers the SPEC §8 message when the figures cannot be computed', async () => {
    const longAgo = new Date(Date.now() - 40 * DAY);
    await db().update(subscriptions).set({ freeCreditsLastReset: longAgo }).where(eq(subscriptions.userId, aliceId));
    // The due reset must write its ledger row; with the table gone the read fails as a database outage would.
    await db().execute(sql`ALTER TABLE credit_ledger RENAME TO credit_ledger_away`);
    try {
      const res = await alice.get('/api/credits');
      expect(res.status).toBe(503);
      expect(res.json.error).toEqual({ code: 'subscription_check_failed', message: 'Failed to check subscription status. Please try again.' });
    } finally {
      await db().execute(sql`ALTER TABLE credit_ledger_away RENAME TO credit_ledger`);
    }
    expect((await alice.get('/api/credits')).status).toBe(200);
  });

  it('answers 401 to a guest and "unlimited" to an admin', async () => {
    const guest = await server.client().get('/api/credits');
    expect(guest.status).toBe(401);
    expect((await server.client().get('/api/credits/ledger')).status).toBe(401);
    const admin = await adminClient(server);
    expect((await admin.get('/api/credits')).json).toMatchObject({ plan: 'admin', isAdmin: true, remaining: { unlimited: true } });
  });

  it('stores custom-order requests: validated, listed for admins, read back only by their owner', async () => {
    const now = new Date();
    const { request: mine } = await createCustomOrderRequest(
      db(),
      {
        contactEmail: ' Alice-Credits@Example.com ',
        name: 'Alice',
        description: 'A round sticker of my cat wearing a crown, gold outline.',
        referenceImageUrl: `/api/files/raw/users/${aliceId}/materials/cat.png`,
        size: '3 x 3 in',
        quantity: 50,
        conceptImageUrls: ['https://cdn.example.com/concept-1.png'],
      },
      aliceId,
      { emailConfirmed: true, now },
    );
    expect(mine).toMatchObject({ contactEmail: 'alice-credits@example.com', status: 'new', emailConfirmed: true, userId: aliceId, quantity: 50, createdAt: now.toISOString() });
    const { request: anonymous, confirmToken } = await createCustomOrderRequest(
      db(),
      { contactEmail: 'guest@example.com', name: 'Guest', description: 'Vinyl decal of our shop logo', size: 'A5', quantity: 200 },
      null,
      { emailConfirmed: false },
    );
    expect(anonymous).toMatchObject({ userId: null, referenceImageUrl: null, conceptImageUrls: [], emailConfirmed: false });
    expect(confirmToken).toMatch(/^[\w-]{43}$/);

    expect(await getCustomOrderRequestForUser(db(), mine.id, aliceId)).toEqual(mine);
    expect(await getCustomOrderRequestForUser(db(), mine.id, bobId)).toBeNull();
    expect(await getCustomOrderRequestForUser(db(), 'not-an-id', aliceId)).toBeNull();
    expect(await getCustomOrderRequestForUser(db(), randomUUID(), aliceId)).toBeNull();

    expect((await listCustomOrderRequests(db())).map((r) => r.id)).toEqual([anonymous.id, mine.id]);
    await setCustomOrderRequestStatus(db(), mine.id, 'quoted');
    expect((await listCustomOrderRequests(db(), { status: 'quoted' })).map((r) => r.id)).toEqual([mine.id]);
    expect((await listCustomOrderRequests(db(), { limit: 1 })).map((r) => r.id)).toEqual([anonymous.id]);

    const bad = [
      { contactEmail: 'not-an-email', name: 'A', description: 'long enough text here', size: 'A5', quantity: 1 },
      { contactEmail: 'a@example.com', name: 'A', description: 'short', size: 'A5', quantity: 1 },
      { contactEmail: 'a@example.com', name: 'A', description: 'long enough text here', size: 'A5', quantity: 0 },
      { contactEmail: 'a@example.com', name: 'A', description: 'long enough text here', size: 'A5', quantity: 1, referenceImageUrl: 'javascript:alert(1)' },
    ];
    for (const input of bad) await expect(createCustomOrderRequest(db(), input, null, { emailConfirmed: false })).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_input' });
  });
});
