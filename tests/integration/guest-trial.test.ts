import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiErrorCode, type AiImagePort, AiProviderError, type ImageGenerationRequest } from '../../src/server/providers/ai';
import { DemoImages } from '../../src/server/providers/ai/demo';
import { GUEST_GENERATIONS } from '../../src/shared/guests';
import { MESSAGES } from '../../src/shared/messages';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** The demo generator, with switches to fail the next call or return fewer images than asked. */
class ScriptedProvider implements AiImagePort {
  private readonly demo = new DemoImages();
  failNext: AiErrorCode | null = null;
  shortNext = false;
  status() {
    return this.demo.status();
  }
  async generate(request: ImageGenerationRequest) {
    const fail = this.failNext;
    this.failNext = null;
    if (fail) throw new AiProviderError(fail, `scripted ${fail}`);
    const made = await this.demo.generate(request);
    const short = this.shortNext;
    this.shortNext = false;
    return short ? made.slice(0, 1) : made;
  }
}

let browsers = 0;
/** A guest browser of its own (fingerprint) behind an address of its own. */
function newGuest(server: TestServer) {
  browsers++;
  const fingerprint = { userAgent: `vitest-trial-${browsers}`, language: 'en', platform: 'Linux', screenResolution: '1280x800', timezone: 'UTC', timestamp: 1_700_000_000_000 };
  const headers = { 'x-forwarded-for': `203.0.113.${browsers}` };
  const client = server.client();
  return {
    use: (images?: number) => client.post('/api/guests/use', { ...fingerprint, images }, headers),
    remaining: async () => (await client.post('/api/guests/check-usage', fingerprint, headers)).json.remaining as number,
    generate: (guestToken: string, count = 1) => client.post('/api/ai/generate', { prompt: 'a guest sticker', count, guestToken }, headers),
  };
}

/** Issue 30: a guest gets exactly the SPEC's 20 images; nothing refused or failed is counted. */
describe.each(testDbKinds())('the guest trial on %s', (kind) => {
  let server: TestServer;
  let ai: ScriptedProvider;

  beforeAll(async () => {
    ai = new ScriptedProvider();
    server = await startTestServer(kind, { TRUST_PROXY: 'true' }, { ai });
  });
  afterAll(() => server.stop());

  it('serves several images per request, answers the server’s count after each, and stops at exactly 20', async () => {
    const guest = newGuest(server);
    let made = 0;
    for (const count of [4, 4, 4, 4, 3]) {
      const use = await guest.use(count);
      expect(use.json).toMatchObject({ success: true, remaining: GUEST_GENERATIONS - made - count });
      const res = await guest.generate(use.json.token, count);
      expect(res.status).toBe(200);
      expect(res.json.images).toHaveLength(count);
      made += count;
      expect(res.json.guestRemaining).toBe(GUEST_GENERATIONS - made);
    }
    // One is left: asking for two counts nothing and says one is left.
    expect((await guest.use(2)).json).toMatchObject({ success: false, remaining: 1, code: 'guest_limit' });
    expect(await guest.remaining()).toBe(1);
    const last = await guest.use(1);
    const res = await guest.generate(last.json.token, 1);
    expect(res.json.guestRemaining).toBe(0);
    made += res.json.images.length;
    expect(made).toBe(GUEST_GENERATIONS);
    expect((await guest.use(1)).json).toEqual({ success: false, remaining: 0, code: 'guest_limit', message: MESSAGES.guestLimitExceeded });
  });

  it('never serves more than 20 to a concurrent burst of requests of mixed sizes', async () => {
    const guest = newGuest(server);
    const sizes = Array.from({ length: 24 }, (_, i) => (i % 4) + 1);
    const uses = await Promise.all(sizes.map((n) => guest.use(n)));
    const granted = uses.flatMap((use, i) => (use.json.success ? [{ token: use.json.token as string, count: sizes[i] }] : []));
    const results = await Promise.all(granted.map(({ token, count }) => guest.generate(token, count)));
    const images = results.reduce((sum, res) => sum + (res.status === 200 ? res.json.images.length : 0), 0);
    expect(images).toBeLessThanOrEqual(GUEST_GENERATIONS);
    // Whatever the burst left is still there to spend, and together they are exactly 20.
    expect(images + (await guest.remaining())).toBe(GUEST_GENERATIONS);
  });

  it('counts nothing for a provider failure, a token for another count, or a rate-limited request', async () => {
    const guest = newGuest(server);
    const failing = await guest.use(3);
    expect(failing.json.remaining).toBe(17);
    ai.failNext = 'rate_limited';
    expect((await guest.generate(failing.json.token, 3)).status).toBe(503);
    expect(await guest.remaining()).toBe(20);

    const mismatched = await guest.use(1);
    const refused = await guest.generate(mismatched.json.token, 4);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('guest_token_invalid');
    expect(await guest.remaining()).toBe(20);

    // The per-address brake on generations: the refused requests' uses are given back at once.
    const burst = newGuest(server);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const use = await burst.use(1);
      statuses.push((await burst.generate(use.json.token, 1)).status);
    }
    const served = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(await burst.remaining()).toBe(GUEST_GENERATIONS - served);
  });

  it('gives back the images a provider did not return', async () => {
    const guest = newGuest(server);
    const use = await guest.use(4);
    ai.shortNext = true;
    const res = await guest.generate(use.json.token, 4);
    expect(res.json.images).toHaveLength(1);
    expect(res.json.guestRemaining).toBe(19);
    expect(await guest.remaining()).toBe(19);
  });
});
