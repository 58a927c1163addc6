import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAiProvider } from '.';
import { DemoImages } from './demo';
import { OpenAiImages } from './openai';
import { QwenImages } from './qwen';

describe('createAiProvider', () => {
  it('builds the demo provider by default', () => {
    const ai = createAiProvider(loadConfig({}));
    expect(ai).toBeInstanceOf(DemoImages);
    expect(ai.status()).toMatchObject({ provider: 'demo', isDemo: true, configured: true });
  });

  it('builds the OpenAI-compatible client for AI_PROVIDER=openai, configured once it has a key', () => {
    const ai = createAiProvider(
      loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'https://images.example/v1', OPENAI_IMAGE_MODEL: 'm1', OPENAI_PREMIUM_IMAGE_MODEL: 'm2' }),
    );
    expect(ai).toBeInstanceOf(OpenAiImages);
    expect(ai.status()).toEqual({
      provider: 'openai',
      isDemo: false,
      configured: true,
      baseUrl: 'https://images.example/v1',
      models: { standard: 'm1', premium: 'm2' },
      problems: [],
    });
    expect(JSON.stringify(ai.status())).not.toContain('sk-1');
  });

  it('builds the Qwen client for AI_PROVIDER=qwen with the region endpoint', () => {
    const ai = createAiProvider(loadConfig({ AI_PROVIDER: 'qwen', DASHSCOPE_API_KEY: 'dk', DASHSCOPE_REGION: 'cn' }));
    expect(ai).toBeInstanceOf(QwenImages);
    expect(ai.status()).toMatchObject({
      provider: 'qwen',
      configured: true,
      baseUrl: 'https://dashscope.aliyuncs.com',
      models: { standard: 'qwen-image', premium: 'qwen-image-plus' },
    });
  });

  it('still builds a provider that lacks its key: status lists the problem, generate answers not_configured', async () => {
    const ai = createAiProvider(loadConfig({ AI_PROVIDER: 'qwen' }));
    expect(ai.status()).toMatchObject({ configured: false, problems: ['DASHSCOPE_API_KEY is not set.'] });
    await expect(ai.generate({ prompt: 'a cat', width: 1024, height: 1024, count: 1, tier: 'standard' })).rejects.toMatchObject({ code: 'not_configured' });
  });
});
