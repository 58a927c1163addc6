import { afterEach, describe, expect, it } from 'vitest';
import type { AiImagePort } from '../../src/server/providers/ai/types';
import { startTestServer, type TestServer } from '../setup/test-server';

describe('AI provider in the composition', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('uses the demo provider by default', async () => {
    server = await startTestServer('pglite');
    expect(server.deps.ai.status()).toMatchObject({ provider: 'demo', isDemo: true, configured: true });
  });

  it('starts with a misconfigured provider, which reports what is missing', async () => {
    server = await startTestServer('pglite', { AI_PROVIDER: 'openai' });
    expect(server.deps.ai.status()).toMatchObject({ provider: 'openai', configured: false, problems: ['OPENAI_API_KEY is not set.'] });
    expect((await server.client().get('/api/health')).status).toBe(200);
  });

  it("takes a test's own provider", async () => {
    const own: AiImagePort = {
      status: () => ({ provider: 'openai', isDemo: false, configured: true, models: { standard: 'x', premium: 'y' }, problems: [] }),
      generate: async () => [],
    };
    server = await startTestServer('pglite', {}, { ai: own });
    expect(server.deps.ai).toBe(own);
  });
});
