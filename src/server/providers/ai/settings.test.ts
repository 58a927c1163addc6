import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseAiConfig } from './settings';

describe('AI settings', () => {
  it('defaults to the demo provider with the documented defaults', () => {
    const ai = parseAiConfig({});
    expect(ai).toMatchObject({
      provider: 'demo',
      timeoutMs: 120_000,
      maxRetries: 3,
      openai: { baseUrl: 'https://api.openai.com', apiKey: undefined, models: { standard: 'gpt-image-1-mini', premium: 'gpt-image-1' }, responseFormat: 'auto', sizes: undefined },
      qwen: {
        apiKey: undefined,
        region: 'intl',
        baseUrl: 'https://dashscope-intl.aliyuncs.com',
        models: { standard: 'qwen-image', premium: 'qwen-image-plus' },
        apiMode: 'async',
        promptExtend: false,
      },
    });
    expect(ai.qwen.sizes).toContainEqual({ width: 1328, height: 1328 });
    expect(loadConfig({}).ai.provider).toBe('demo');
  });

  it('reads every variable, with the region or an explicit DashScope base URL', () => {
    const ai = parseAiConfig({
      AI_PROVIDER: 'qwen',
      AI_TIMEOUT_MS: '5000',
      AI_MAX_RETRIES: '0',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1/',
      OPENAI_API_KEY: ' sk-test ',
      OPENAI_IMAGE_SIZES: '1024x1024, 1536*1024',
      OPENAI_RESPONSE_FORMAT: 'url',
      DASHSCOPE_API_KEY: 'dk',
      DASHSCOPE_REGION: 'cn',
      QWEN_API_MODE: 'sync',
      QWEN_IMAGE_SIZES: '1328*1328',
      QWEN_PROMPT_EXTEND: 'true',
      QWEN_POLL_INTERVAL_MS: '250',
    });
    expect(ai).toMatchObject({ provider: 'qwen', timeoutMs: 5000, maxRetries: 0 });
    expect(ai.openai).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'sk-test',
      responseFormat: 'url',
      sizes: [
        { width: 1024, height: 1024 },
        { width: 1536, height: 1024 },
      ],
    });
    expect(ai.qwen).toMatchObject({
      apiKey: 'dk',
      region: 'cn',
      baseUrl: 'https://dashscope.aliyuncs.com',
      apiMode: 'sync',
      sizes: [{ width: 1328, height: 1328 }],
      promptExtend: true,
    });
    expect(parseAiConfig({ DASHSCOPE_REGION: 'cn', DASHSCOPE_BASE_URL: 'http://127.0.0.1:9/' }).qwen.baseUrl).toBe('http://127.0.0.1:9');
  });

  it('treats a blank variable as unset', () => {
    expect(parseAiConfig({ AI_PROVIDER: '', OPENAI_API_KEY: '  ', AI_TIMEOUT_MS: '' })).toMatchObject({ provider: 'demo', timeoutMs: 120_000, openai: { apiKey: undefined } });
  });

  it('refuses values that cannot mean anything, naming each variable', () => {
    expect(() => parseAiConfig({ AI_PROVIDER: 'opnai', AI_TIMEOUT_MS: 'soon', OPENAI_BASE_URL: 'ftp://x', QWEN_IMAGE_SIZES: 'big' })).toThrow(
      /AI_PROVIDER.*AI_TIMEOUT_MS.*OPENAI_BASE_URL.*QWEN_IMAGE_SIZES: "big" is not a size/,
    );
  });
});
