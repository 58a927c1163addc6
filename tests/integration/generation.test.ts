import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, subscriptions, user } from '../../src/server/db/schema';
import { type AiErrorCode, type AiImagePort, AiProviderError, type ImageGenerationRequest } from '../../src/server/providers/ai';
import { DemoImages } from '../../src/server/providers/ai/demo';
import { getGenerationStats } from '../../src/server/services/credits';
import { expectLedgerConsistent } from '../setup/credits';
import { rawFile, userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** The demo generator, with a switch to make the next call fail like a provider would. */
class ScriptedProvider implements AiImagePort {
  private readonly demo = new DemoImages();
  failNext: AiErrorCode | null = null;
  calls: ImageGenerationRequest[] = [];
  status() {
    return this.demo.status();
  }
  async generate(request: ImageGenerationRequest) {
    this.calls.push(request);
    const fail = this.failNext;
    this.failNext = null;
    if (fail) throw new AiProviderError(fail, `scripted ${fail}`);
    return this.demo.generate(request);
  }
}

const FINGERPRINT = { userAgent: 'vitest', language: 'en', platform: 'Linux', screenResolution: '1280x800', timezone: 'UTC', timestamp: 1_700_000_000_000 };

describe.each(testDbKinds())('POST /api/ai/generate on %s', (kind) => {
  let server: TestServer;
  let ai: ScriptedProvider;
  let alice: ReturnType<TestServer['client']>;
  let aliceId: string;
  const db = () => server.deps.database.db;
  const verify = (id: string) => db().update(user).set({ emailVerified: true }).where(eq(user.id, id));

  beforeAll(async () => {
    ai = new ScriptedProvider();
    server = await startTestServer(kind, {}, { ai });
    alice = server.client();
    expect((await alice.signUp('alice-gen@example.com')).status).toBe(200);
    aliceId = await userIdOf(alice);
    await verify(aliceId);
  });
  afterAll(() => server.stop());

  it('debits one free credit per image, keeps the images in materials and counts the generation', async () => {
    const before = await getGenerationStats(db());
    const res = await alice.post('/api/ai/generate', { prompt: 'a happy avocado surfing', style: 'kawaii', size: '1024x1024', count: 2, model: 'standard' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ balance: 'free', isDemo: true });
    expect(res.json.images).toHaveLength(2);
    for (const image of res.json.images) {
      expect(image.url).toMatch(new RegExp(`^/api/files/raw/users/${aliceId}/materials/`));
      expect(image).toMatchObject({ width: 1024, height: 1024 });
      expect((await rawFile(server, alice, image.url)).status).toBe(200);
    }
    // The style's suffix and negative prompt reach the provider.
    expect(ai.calls.at(-1)).toMatchObject({ count: 2, width: 1024, height: 1024, tier: 'standard' });
    expect(ai.calls.at(-1)?.prompt).toContain('kawaii');
    expect(ai.calls.at(-1)?.negativePrompt).toContain('text');

    expect((await alice.get('/api/credits')).json.remaining).toMatchObject({ free: 38 });
    const materials = await alice.get('/api/materials');
    expect(materials.json.materials.filter((m: { source: string }) => m.source === 'ai')).toHaveLength(2);
    const after = await getGenerationStats(db());
    expect(after.totalGenerations).toBe(before.totalGenerations + 1);
    await expectLedgerConsistent(db(), aliceId);
  });

  it('refunds a provider failure and says what happened in plain words', async () => {
    for (const [code, status] of [
      ['content_policy', 422],
      ['rate_limited', 503],
      ['timeout', 504],
      ['provider_error', 502],
    ] as const) {
      ai.failNext = code;
      const res = await alice.post('/api/ai/generate', { prompt: 'a sticker of something', count: 1 });
      expect(res.status).toBe(status);
      expect(res.json.error.code).toBe(code);
      expect(res.json.error.message).toMatch(/\w+/);
    }
    expect((await alice.get('/api/credits')).json.remaining).toMatchObject({ free: 38 });
    const refunded = await db().select().from(generations).where(eq(generations.userId, aliceId));
    expect(refunded.filter((g) => g.status === 'refunded').map((g) => g.errorCode)).toEqual(
      expect.arrayContaining(['content_policy', 'rate_limited', 'timeout', 'provider_error']),
    );
    await expectLedgerConsistent(db(), aliceId);
  });

  it('answers 402 no_credits with what is left when nothing remains, and premium never uses free credits', async () => {
    const premium = await alice.post('/api/ai/generate', { prompt: 'a premium sticker', model: 'premium' });
    expect(premium.status).toBe(402);
    expect(premium.json.error.code).toBe('no_credits');
    expect(premium.json.error.details.remaining).toMatchObject({ free: 38, premium: 0 });

    await db().update(subscriptions).set({ freeCreditsUsed: 40 }).where(eq(subscriptions.userId, aliceId));
    const none = await alice.post('/api/ai/generate', { prompt: 'one more sticker' });
    expect(none.status).toBe(402);
    expect(none.json.error.details).toMatchObject({ needed: 1, plan: 'free' });
    await db().update(subscriptions).set({ freeCreditsUsed: 2 }).where(eq(subscriptions.userId, aliceId));
  });

  it('refuses bad input with a clear message, and an unverified account', async () => {
    const short = await alice.post('/api/ai/generate', { prompt: 'a' });
    expect(short.status).toBe(400);
    expect(short.json.error.message).toContain('Please describe your sticker');
    expect((await alice.post('/api/ai/generate', { prompt: 'a cat', count: 9 })).status).toBe(400);
    expect((await alice.post('/api/ai/generate', { prompt: 'a cat', style: 'photoreal' })).status).toBe(400);

    const bob = server.client();
    await bob.signUp('bob-gen@example.com');
    const unverified = await bob.post('/api/ai/generate', { prompt: 'a cat sticker' });
    expect(unverified.status).toBe(403);
    expect(unverified.json.error.code).toBe('email_not_verified');
  });

  it('serves a guest with a single-use token from spendGuestUse, inline, exactly the images the token counted', async () => {
    const guest = server.client();
    const none = await guest.post('/api/ai/generate', { prompt: 'a guest sticker' });
    expect(none.status).toBe(403);
    expect(none.json.error.code).toBe('guest_token_invalid');

    const use = await guest.post('/api/guests/use', FINGERPRINT);
    expect(use.json).toMatchObject({ success: true });
    const two = await guest.post('/api/ai/generate', { prompt: 'a guest sticker', count: 2, guestToken: use.json.token });
    expect(two.status).toBe(403);
    expect(two.json.error.code).toBe('guest_token_invalid');
    const premium = await guest.post('/api/ai/generate', {
      prompt: 'a guest sticker',
      model: 'premium',
      guestToken: (await guest.post('/api/guests/use', FINGERPRINT)).json.token,
    });
    expect(premium.status).toBe(400);
    // A refused request gave its use back: the generation takes a new one.
    const next = await guest.post('/api/guests/use', FINGERPRINT);
    const res = await guest.post('/api/ai/generate', { prompt: 'a guest sticker', guestToken: next.json.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ balance: 'guest', isDemo: true });
    expect(res.json.images[0].url).toMatch(/^data:image\/png;base64,/);
    expect(res.json.images[0].materialId).toBeNull();

    const again = await guest.post('/api/ai/generate', { prompt: 'a guest sticker', guestToken: next.json.token });
    expect(again.status).toBe(403);
    expect(again.json.error.code).toBe('guest_token_invalid');
  });

  it('gives a guest’s use back when the provider fails', async () => {
    const guest = server.client();
    const fingerprint = { ...FINGERPRINT, userAgent: 'vitest-refund' };
    const before = (await guest.post('/api/guests/check-usage', fingerprint)).json.remaining;
    const use = await guest.post('/api/guests/use', fingerprint);
    ai.failNext = 'provider_error';
    expect((await guest.post('/api/ai/generate', { prompt: 'a failing sticker', guestToken: use.json.token })).status).toBe(502);
    expect((await guest.post('/api/guests/check-usage', fingerprint)).json.remaining).toBe(before);
  });

  it('lets an admin generate without any debit', async () => {
    const admin = server.client();
    await admin.signUpVerified('admin@test.example');
    const res = await admin.post('/api/ai/generate', { prompt: 'an admin sticker', model: 'premium' });
    expect(res.status).toBe(200);
    expect(res.json.balance).toBe('admin');
  });

  it('reports the provider publicly without its configuration', async () => {
    const res = await server.client().get('/api/ai/status');
    expect(res.json).toEqual({ provider: 'demo', isDemo: true, configured: true });
  });
});
