import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDashScope, loopbackFetcher, recordingSleep, startFakeDashScope } from './fakes';
import { ASYNC_PATH, QwenImages, type QwenSettings, SYNC_PATH } from './qwen';
import { type AiProviderDeps, providerRuntime } from './runtime';
import { parseAiConfig } from './settings';
import type { ImageGenerationRequest } from './types';

let fake: FakeDashScope;
beforeAll(async () => {
  fake = await startFakeDashScope();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const defaults = parseAiConfig({}).qwen;

function provider(settings: Partial<QwenSettings> = {}, deps: AiProviderDeps = {}) {
  const slept = recordingSleep();
  const images = new QwenImages(
    { ...defaults, baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 10_000, maxRetries: 3, pollIntervalMs: 50, ...settings },
    providerRuntime({ sleep: slept.sleep, random: () => 0.5, retryBaseDelayMs: 100, onRetry: () => {}, ...deps }),
  );
  return { images, delays: slept.delays };
}

const request = (extra: Partial<ImageGenerationRequest> = {}): ImageGenerationRequest => ({
  prompt: 'a cute cat sticker',
  negativePrompt: 'text, watermark',
  width: 1024,
  height: 1024,
  count: 1,
  tier: 'standard',
  ...extra,
});

async function sizeOf(data: Buffer) {
  const meta = await sharp(data).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('Qwen-Image (DashScope) client, async task API, against a loopback fake', () => {
  it('creates one task per image with the documented request, polls them and downloads the results', async () => {
    const { images, delays } = provider();
    fake.replyToSubmit({ type: 'task', actualPrompt: 'A cute cartoon cat sticker with a thick white border' }, { type: 'task' });
    const result = await images.generate(request({ count: 2 }));

    expect(fake.submits()).toHaveLength(2);
    const [submit] = fake.submits();
    expect(submit.path).toBe(ASYNC_PATH);
    expect(submit.headers.authorization).toBe('Bearer dk-test');
    expect(submit.headers['x-dashscope-async']).toBe('enable');
    expect(submit.headers['content-type']).toBe('application/json');
    expect(submit.body).toEqual({
      model: 'qwen-image',
      input: { prompt: 'a cute cat sticker' },
      parameters: { size: '1328*1328', n: 1, negative_prompt: 'text, watermark', prompt_extend: false, watermark: false },
    });
    // PENDING → RUNNING → SUCCEEDED: three polls per task, each after the poll interval.
    expect(fake.polls()).toHaveLength(6);
    expect(fake.polls()[0].headers.authorization).toBe('Bearer dk-test');
    expect(delays.filter((ms) => ms === 50)).toHaveLength(6);
    // The temporary result URLs are downloaded and the images returned as bytes, resized 1328² → 1024².
    expect(fake.downloads()).toHaveLength(2);
    expect(result).toHaveLength(2);
    for (const image of result) expect(await sizeOf(image.data)).toEqual({ width: 1024, height: 1024, format: 'png' });
    expect(result.map((r) => r.revisedPrompt)).toContain('A cute cartoon cat sticker with a thick white border');
  });

  it('uses the premium model and the nearest allowed size for a landscape or portrait request', async () => {
    const { images } = provider({ promptExtend: true });
    const [landscape] = await images.generate(request({ tier: 'premium', width: 1024, height: 768, negativePrompt: undefined }));
    expect(fake.submits()[0].body).toEqual({
      model: 'qwen-image-plus',
      input: { prompt: 'a cute cat sticker' },
      parameters: { size: '1472*1140', n: 1, prompt_extend: true, watermark: false },
    });
    expect(await sizeOf(landscape.data)).toEqual({ width: 1024, height: 768, format: 'png' });
    await images.generate(request({ width: 768, height: 1024 }));
    expect(fake.submits()[1].body).toMatchObject({ parameters: { size: '1140*1472' } });
  });

  it('accepts a base URL that already ends in /api/v1', async () => {
    const { images } = provider({ baseUrl: `${fake.baseUrl}/api/v1/` });
    await images.generate(request());
    expect(fake.submits()).toHaveLength(1);
  });

  it('maps a task FAILED by content inspection to content_policy', async () => {
    fake.replyToSubmit({ type: 'task', statuses: ['PENDING', 'FAILED'], failure: { code: 'DataInspectionFailed', message: 'Output data may contain inappropriate content.' } });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'content_policy', message: expect.stringContaining('DataInspectionFailed') });
    expect(fake.downloads()).toHaveLength(0);
  });

  it('maps a prompt refused at submission (400 DataInspectionFailed) to content_policy', async () => {
    fake.replyToSubmit({ type: 'error', status: 400, code: 'DataInspectionFailed', message: 'Input data may contain inappropriate content.' });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'content_policy', status: 400 });
    expect(fake.polls()).toHaveLength(0);
  });

  it('maps another FAILED task, a CANCELED and an UNKNOWN one to provider_error', async () => {
    fake.replyToSubmit({ type: 'task', statuses: ['RUNNING', 'FAILED'] });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringContaining('InternalError') });
    fake.replyToSubmit({ type: 'task', statuses: ['CANCELED'] });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringContaining('cancelled') });
    fake.replyToSubmit({ type: 'task', statuses: ['UNKNOWN'] });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringContaining('UNKNOWN') });
  });

  it('maps 401 InvalidApiKey to not_configured and 400 InvalidParameter to invalid_request, without retrying', async () => {
    const { images, delays } = provider({ apiKey: 'dk-wrong' });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'not_configured', status: 401, message: expect.stringContaining('InvalidApiKey') });
    await expect(provider({ sizes: [{ width: 1024, height: 1024 }] }).images.generate(request())).rejects.toMatchObject({ code: 'invalid_request', status: 400 });
    expect(fake.submits()).toHaveLength(2);
    expect(delays).toEqual([]);
  });

  it('retries throttling with backoff, honouring Retry-After', async () => {
    const { images, delays } = provider();
    fake.replyToSubmit(
      { type: 'error', status: 429, code: 'Throttling.RateQuota', message: 'Requests rate limit exceeded, please try again later.' },
      { type: 'error', status: 429, code: 'Throttling', message: 'Requests throttling triggered.', retryAfter: '3' },
    );
    await expect(images.generate(request())).resolves.toHaveLength(1);
    expect(fake.submits()).toHaveLength(3);
    expect(delays.slice(0, 2)).toEqual([75, 3000]);
  });

  it('gives up on 500 InternalError after the retries with provider_error, and on endless throttling with rate_limited', async () => {
    const error = { type: 'error', status: 500, code: 'InternalError', message: 'An internal error has occurred, please try again later.' } as const;
    fake.replyToSubmit(error, error, error, error);
    const { images, delays } = provider();
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'provider_error', status: 500 });
    expect(fake.submits()).toHaveLength(4);
    expect(delays).toEqual([75, 150, 300]);
    const throttled = { type: 'error', status: 429, code: 'Throttling', message: 'Requests throttling triggered.' } as const;
    fake.replyToSubmit(throttled, throttled);
    await expect(provider({ maxRetries: 1 }).images.generate(request())).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
  });

  it('retries a failed poll and carries on', async () => {
    fake.replyToPoll({ type: 'error', status: 503, code: 'ServiceUnavailable', message: 'Service temporarily unavailable.' });
    await expect(provider().images.generate(request())).resolves.toHaveLength(1);
    expect(fake.polls()).toHaveLength(4);
  });

  it('times out a task that never finishes, polling with the real clock', async () => {
    fake.replyToSubmit({ type: 'task', statuses: ['RUNNING'] });
    const realClock = new QwenImages(
      { ...defaults, baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 400, maxRetries: 3, pollIntervalMs: 40 },
      providerRuntime({ onRetry: () => {} }),
    );
    const started = Date.now();
    await expect(realClock.generate(request())).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.polls().length).toBeGreaterThan(3);
  });

  it('stops polling the other images once one has failed', async () => {
    fake.replyToSubmit(
      { type: 'task', statuses: ['FAILED'], failure: { code: 'DataInspectionFailed', message: 'Input data may contain inappropriate content.' } },
      { type: 'task', statuses: ['RUNNING'] },
    );
    const realClock = new QwenImages(
      { ...defaults, baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 5000, maxRetries: 0, pollIntervalMs: 30 },
      providerRuntime({ onRetry: () => {} }),
    );
    const started = Date.now();
    await expect(realClock.generate(request({ count: 2 }))).rejects.toMatchObject({ code: 'content_policy' });
    expect(Date.now() - started).toBeLessThan(1000);
    // A poll already on the wire may still land; after that, no new poll starts (7 intervals later).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const settled = fake.polls().length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.polls().length).toBe(settled);
    expect(settled).toBeLessThanOrEqual(3);
  });

  it('refuses an expired result link and a result that is not an image', async () => {
    const expired = await startFakeDashScope({ resultStatus: 403 });
    const html = await startFakeDashScope({ resultContentType: 'text/html' });
    try {
      for (const [server, pattern] of [
        [expired, /HTTP 403/],
        [html, /content type "text\/html"/],
      ] as const) {
        const images = new QwenImages(
          { ...defaults, baseUrl: server.baseUrl, apiKey: server.apiKey, timeoutMs: 5000, maxRetries: 0, pollIntervalMs: 1 },
          providerRuntime({ onRetry: () => {} }),
        );
        await expect(images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringMatching(pattern) });
      }
    } finally {
      await Promise.all([expired.close(), html.close()]);
    }
  });

  it('downloads result URLs on another host (the OSS bucket) only through the SSRF guard', async () => {
    const bucket = fake.baseUrl.replace('127.0.0.1', 'localhost');
    fake.replyToSubmit({ type: 'task', imageOrigin: bucket });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringMatching(/not (allowed|downloaded)/) });
    fake.replyToSubmit({ type: 'task', imageOrigin: bucket });
    await expect(provider({}, { fetchUntrusted: loopbackFetcher() }).images.generate(request())).resolves.toHaveLength(1);
  });
});

describe('Qwen-Image (DashScope) client, sync multimodal-generation API', () => {
  it('sends the documented request without the async header and downloads the image', async () => {
    const { images, delays } = provider({ apiMode: 'sync' });
    const result = await images.generate(request({ count: 2, width: 768, height: 1024 }));
    expect(fake.syncCalls()).toHaveLength(2);
    const [call] = fake.syncCalls();
    expect(call.path).toBe(SYNC_PATH);
    expect(call.headers.authorization).toBe('Bearer dk-test');
    expect(call.headers['x-dashscope-async']).toBeUndefined();
    expect(call.body).toEqual({
      model: 'qwen-image',
      input: { messages: [{ role: 'user', content: [{ text: 'a cute cat sticker' }] }] },
      parameters: { size: '1140*1472', n: 1, negative_prompt: 'text, watermark', prompt_extend: false, watermark: false },
    });
    expect(fake.polls()).toHaveLength(0);
    expect(delays).toEqual([]);
    for (const image of result) expect(await sizeOf(image.data)).toEqual({ width: 768, height: 1024, format: 'png' });
  });

  it('maps sync errors the same way', async () => {
    fake.replyToSync({ type: 'error', status: 400, code: 'DataInspectionFailed', message: 'Input data may contain inappropriate content.' });
    await expect(provider({ apiMode: 'sync' }).images.generate(request())).rejects.toMatchObject({ code: 'content_policy' });
    fake.replyToSync({ type: 'error', status: 403, code: 'AccessDenied', message: 'Access denied: model not activated.' });
    await expect(provider({ apiMode: 'sync' }).images.generate(request())).rejects.toMatchObject({ code: 'not_configured', status: 403 });
    fake.replyToSync({ type: 'error', status: 500, code: 'InternalError', message: 'boom' });
    await expect(provider({ apiMode: 'sync' }).images.generate(request())).resolves.toHaveLength(1);
  });

  it('times out a slow sync answer', async () => {
    fake.replyToSync({ type: 'slow', delayMs: 5000 });
    const started = Date.now();
    await expect(provider({ apiMode: 'sync', timeoutMs: 300 }).images.generate(request())).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('Qwen provider configuration', () => {
  it('reports a missing key and refuses to generate without calling DashScope', async () => {
    const { images } = provider({ apiKey: undefined, baseUrl: 'https://dashscope-intl.aliyuncs.com' });
    expect(images.status()).toEqual({
      provider: 'qwen',
      isDemo: false,
      configured: false,
      baseUrl: 'https://dashscope-intl.aliyuncs.com',
      models: { standard: 'qwen-image', premium: 'qwen-image-plus' },
      problems: ['DASHSCOPE_API_KEY is not set.'],
    });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'not_configured' });
    expect(fake.requests).toHaveLength(0);
  });
});
