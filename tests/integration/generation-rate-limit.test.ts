import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { user } from '../../src/server/db/schema';
import { userIdOf } from '../setup/designs';
import { startTestServer, type TestServer } from '../setup/test-server';

describe('the per-minute limit on starting AI generations', () => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer('pglite', { AI_GENERATIONS_PER_MINUTE: '2' });
    alice = server.client();
    expect((await alice.signUp('alice-minute@example.com')).status).toBe(200);
    await server.deps.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, await userIdOf(alice)));
  });
  afterAll(() => server.stop());

  it('is 12 unless AI_GENERATIONS_PER_MINUTE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/unused' }).generationsPerMinute).toBe(12);
    expect(loadConfig({ DATA_DIR: '/tmp/unused', AI_GENERATIONS_PER_MINUTE: '1000' }).generationsPerMinute).toBe(1000);
  });

  it('refuses the generation past the limit with its own message (429), and takes no credit for it', async () => {
    const request = { prompt: 'a fox in a teacup', style: 'kawaii', size: '1024x1024', count: 1, model: 'standard' };
    for (let i = 0; i < 2; i++) expect((await alice.post('/api/ai/generate', request)).status).toBe(200);
    const before = (await alice.get('/api/credits')).json.remaining;
    const refused = await alice.post('/api/ai/generate', request);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: 'rate_limited', message: 'Too many generations in a minute. Please wait a moment.' });
    expect((await alice.get('/api/credits')).json.remaining).toEqual(before);
  });
});
