import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiImages } from '../openai';
import { QwenImages } from '../qwen';
import { providerRuntime } from '../runtime';
import { parseAiConfig } from '../settings';
import { type FakeDashScope, type FakeOpenAi, startFakeDashScope, startFakeOpenAi } from '.';

/** The fakes' control endpoints, used by end-to-end tests that run a fake in another process. */
describe('loopback fakes, driven over HTTP', () => {
  let openai: FakeOpenAi;
  let dashscope: FakeDashScope;
  beforeAll(async () => {
    [openai, dashscope] = await Promise.all([startFakeOpenAi(), startFakeDashScope()]);
  });
  afterAll(() => Promise.all([openai.close(), dashscope.close()]));

  const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  const request = { prompt: 'a cat', width: 1024, height: 1024, count: 1, tier: 'standard' as const };

  it('queues OpenAI answers and lists the requests, without logging the control calls', async () => {
    expect(await post(`${openai.baseUrl}/__fake/reply`, [{ type: 'content_policy' }])).toEqual({ queued: 1 });
    const client = new OpenAiImages(
      { ...parseAiConfig({}).openai, baseUrl: openai.baseUrl, apiKey: openai.apiKey, timeoutMs: 5000, maxRetries: 0 },
      providerRuntime({ onRetry: () => {} }),
    );
    await expect(client.generate(request)).rejects.toMatchObject({ code: 'content_policy' });
    const log = await fetch(`${openai.baseUrl}/__fake/requests`).then((r) => r.json());
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: 'POST', path: '/v1/images/generations', body: { prompt: 'a cat' } });
    await post(`${openai.baseUrl}/__fake/reset`, {});
    expect(openai.requests).toHaveLength(0);
  });

  it('queues DashScope submit answers', async () => {
    await post(`${dashscope.baseUrl}/__fake/submit`, {
      type: 'task',
      statuses: ['FAILED'],
      failure: { code: 'DataInspectionFailed', message: 'Input data may contain inappropriate content.' },
    });
    const client = new QwenImages(
      { ...parseAiConfig({}).qwen, baseUrl: dashscope.baseUrl, apiKey: dashscope.apiKey, timeoutMs: 5000, maxRetries: 0, pollIntervalMs: 10 },
      providerRuntime({ onRetry: () => {} }),
    );
    await expect(client.generate(request)).rejects.toMatchObject({ code: 'content_policy' });
    await expect(client.generate(request)).resolves.toHaveLength(1);
  });
});
