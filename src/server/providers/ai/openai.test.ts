import net, { type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, loopbackFetcher, recordingSleep, startFakeOpenAi } from './fakes';
import { OpenAiImages, type OpenAiSettings } from './openai';
import { type AiProviderDeps, providerRuntime } from './runtime';
import type { ImageGenerationRequest } from './types';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

function provider(settings: Partial<OpenAiSettings> = {}, deps: AiProviderDeps = {}) {
  const slept = recordingSleep();
  const images = new OpenAiImages(
    {
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey,
      models: { standard: 'gpt-image-1-mini', premium: 'gpt-image-1' },
      responseFormat: 'auto',
      sizes: undefined,
      timeoutMs: 10_000,
      maxRetries: 3,
      ...settings,
    },
    providerRuntime({ sleep: slept.sleep, random: () => 0.5, retryBaseDelayMs: 100, retryMaxDelayMs: 1000, onRetry: () => {}, ...deps }),
  );
  return { images, delays: slept.delays };
}

const request = (extra: Partial<ImageGenerationRequest> = {}): ImageGenerationRequest => ({
  prompt: 'a cute cat sticker',
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

describe('OpenAI-compatible images client against a loopback fake', () => {
  it('sends the documented request and decodes b64_json images', async () => {
    const { images } = provider();
    const result = await images.generate(request({ count: 2, negativePrompt: 'text, watermark' }));
    const [sent] = fake.generations();
    expect(fake.generations()).toHaveLength(1);
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.headers['content-type']).toBe('application/json');
    // gpt-image-* always answer in base64 and refuse response_format: it is not sent.
    expect(sent.body).toEqual({ model: 'gpt-image-1-mini', prompt: 'a cute cat sticker\n\nAvoid: text, watermark', n: 2, size: '1024x1024' });
    expect(result).toHaveLength(2);
    for (const image of result) {
      expect(image.contentType).toBe('image/png');
      expect(await sizeOf(image.data)).toEqual({ width: 1024, height: 1024, format: 'png' });
    }
    expect(result[0].data.equals(result[1].data)).toBe(false);
  });

  it('uses the premium model for the premium tier and accepts a base URL ending in /v1', async () => {
    const { images } = provider({ baseUrl: `${fake.baseUrl}/v1/` });
    await images.generate(request({ tier: 'premium' }));
    expect(fake.generations()[0]).toMatchObject({ path: '/v1/images/generations', body: { model: 'gpt-image-1' } });
  });

  it('asks a gpt-image model for its nearest size and resizes the result to the size requested', async () => {
    const { images } = provider();
    const [image] = await images.generate(request({ width: 1024, height: 768 }));
    expect(fake.generations()[0].body).toMatchObject({ size: '1536x1024' });
    expect(await sizeOf(image.data)).toEqual({ width: 1024, height: 768, format: 'png' });
    await images.generate(request({ width: 768, height: 1024 }));
    expect(fake.generations()[1].body).toMatchObject({ size: '1024x1536' });
  });

  it('sends another model the size as asked, with response_format b64_json', async () => {
    const { images } = provider({ models: { standard: 'flux-schnell', premium: 'flux-dev' } });
    const [image] = await images.generate(request({ width: 1024, height: 768 }));
    expect(fake.generations()[0].body).toEqual({ model: 'flux-schnell', prompt: 'a cute cat sticker', n: 1, size: '1024x768', response_format: 'b64_json' });
    expect(await sizeOf(image.data)).toEqual({ width: 1024, height: 768, format: 'png' });
  });

  it('downloads URL answers from the provider and keeps the revised prompt', async () => {
    const { images } = provider({ models: { standard: 'dall-e-2', premium: 'dall-e-3' }, responseFormat: 'url' });
    fake.reply({ type: 'url', revisedPrompt: 'A cute cartoon cat, sticker style' });
    const [image] = await images.generate(request());
    expect(fake.generations()[0].body).toMatchObject({ model: 'dall-e-2', response_format: 'url', size: '1024x1024' });
    const downloads = fake.requests.filter((r) => r.path.startsWith('/files/'));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].headers.accept).toBe('image/*');
    expect(image.revisedPrompt).toBe('A cute cartoon cat, sticker style');
    expect(await sizeOf(image.data)).toEqual({ width: 1024, height: 1024, format: 'png' });
  });

  it('fetches a result URL on another host only through the SSRF guard', async () => {
    const otherHost = fake.baseUrl.replace('127.0.0.1', 'localhost');
    fake.reply({ type: 'url', imageOrigin: otherHost });
    // The default guard refuses loopback addresses: a provider cannot make us fetch our own network.
    await expect(provider({ responseFormat: 'url', models: { standard: 'dall-e-2', premium: 'dall-e-3' } }).images.generate(request())).rejects.toMatchObject({
      code: 'provider_error',
      message: expect.stringMatching(/not (allowed|downloaded)/),
    });
    fake.reply({ type: 'url', imageOrigin: otherHost });
    const [image] = await provider({ responseFormat: 'url', models: { standard: 'dall-e-2', premium: 'dall-e-3' } }, { fetchUntrusted: loopbackFetcher() }).images.generate(
      request(),
    );
    expect(image.data.length).toBeGreaterThan(0);
  });

  it('sends dall-e-3 one request per image', async () => {
    const { images } = provider({ models: { standard: 'dall-e-3', premium: 'dall-e-3' } });
    const result = await images.generate(request({ count: 3, width: 1024, height: 768 }));
    expect(result).toHaveLength(3);
    expect(fake.generations().map((r) => (r.body as { n: number; size: string }).n)).toEqual([1, 1, 1]);
    expect(fake.generations()[0].body).toMatchObject({ size: '1792x1024', response_format: 'b64_json' });
  });

  it('retries once without response_format when an unknown model refuses it (auto mode)', async () => {
    const strict = await startFakeOpenAi({ gptImageModels: /^house-model/ });
    try {
      const images = new OpenAiImages(
        {
          baseUrl: strict.baseUrl,
          apiKey: strict.apiKey,
          models: { standard: 'house-model', premium: 'house-model' },
          responseFormat: 'auto',
          sizes: [{ width: 1024, height: 1024 }],
          timeoutMs: 10_000,
          maxRetries: 0,
        },
        providerRuntime({ onRetry: () => {} }),
      );
      await images.generate(request());
      expect(strict.generations().map((r) => (r.body as Record<string, unknown>).response_format)).toEqual(['b64_json', undefined]);
    } finally {
      await strict.close();
    }
  });

  it('maps a safety refusal to content_policy without retrying', async () => {
    const { images, delays } = provider();
    fake.reply({ type: 'content_policy' });
    await expect(images.generate(request())).rejects.toMatchObject({ name: 'AiProviderError', code: 'content_policy', status: 400 });
    fake.reply({ type: 'content_policy', code: 'moderation_blocked' });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'content_policy' });
    expect(fake.generations()).toHaveLength(2);
    expect(delays).toEqual([]);
  });

  it('maps 401 and an exhausted quota to not_configured without retrying', async () => {
    await expect(provider({ apiKey: 'sk-wrong' }).images.generate(request())).rejects.toMatchObject({ code: 'not_configured', status: 401 });
    fake.reply({ type: 'rate_limited', quota: true });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'not_configured', status: 429 });
    expect(fake.generations()).toHaveLength(2);
  });

  it('maps another 400 to invalid_request', async () => {
    fake.reply({
      type: 'raw',
      status: 400,
      body: { error: { message: "Invalid 'prompt': string too long.", type: 'invalid_request_error', param: 'prompt', code: 'string_above_max_length' } },
    });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('string too long') });
  });

  it('honours Retry-After on a 429, then succeeds', async () => {
    const { images, delays } = provider();
    fake.reply({ type: 'rate_limited', retryAfter: '2' });
    const result = await images.generate(request());
    expect(result).toHaveLength(1);
    expect(fake.generations()).toHaveLength(2);
    expect(delays).toEqual([2000]);
  });

  it('backs off exponentially with jitter on 5xx, then gives up with provider_error', async () => {
    const { images, delays } = provider();
    fake.reply({ type: 'server_error' }, { type: 'server_error', status: 503 }, { type: 'server_error', status: 502 }, { type: 'server_error' });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'provider_error', status: 500 });
    // 1 try + AI_MAX_RETRIES (3); steps 100, 200, 400 ms, half fixed and half jitter (random = 0.5).
    expect(fake.generations()).toHaveLength(4);
    expect(delays).toEqual([75, 150, 300]);
  });

  it('succeeds when a 5xx clears before the retries run out', async () => {
    const { images, delays } = provider();
    fake.reply({ type: 'server_error' }, { type: 'server_error' });
    await expect(images.generate(request())).resolves.toHaveLength(1);
    expect(fake.generations()).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('gives up with rate_limited when 429s continue', async () => {
    fake.reply({ type: 'rate_limited' }, { type: 'rate_limited' }, { type: 'rate_limited' }, { type: 'rate_limited' });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
  });

  it('does not wait for a Retry-After beyond the deadline', async () => {
    const { images, delays } = provider({ timeoutMs: 5000 });
    fake.reply({ type: 'rate_limited', retryAfter: '60' });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'rate_limited' });
    expect(delays).toEqual([]);
  });

  it('times out a slow provider at the deadline', async () => {
    const { images } = provider({ timeoutMs: 300 });
    fake.reply({ type: 'slow', delayMs: 5000 });
    const started = Date.now();
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops when the caller aborts', async () => {
    const { images } = provider();
    fake.reply({ type: 'slow', delayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(images.generate(request({ signal: controller.signal }))).rejects.toMatchObject({ code: 'timeout', message: expect.stringContaining('cancelled') });
  });

  it('refuses an answer that is not an image', async () => {
    fake.reply({ type: 'raw', status: 200, body: { created: 1, data: [{ b64_json: Buffer.from('<html>not an image</html>').toString('base64') }] } });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'provider_error' });
    fake.reply({ type: 'raw', status: 200, body: { created: 1, data: [] } });
    await expect(provider().images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringContaining('without images') });
  });

  it('reports a missing key in status() and refuses to generate without calling the API', async () => {
    const { images } = provider({ apiKey: undefined });
    expect(images.status()).toEqual({
      provider: 'openai',
      isDemo: false,
      configured: false,
      baseUrl: fake.baseUrl,
      models: { standard: 'gpt-image-1-mini', premium: 'gpt-image-1' },
      problems: ['OPENAI_API_KEY is not set.'],
    });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'not_configured' });
    expect(fake.requests).toHaveLength(0);
  });

  it('reports an unreachable API as provider_error after the retries', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { images, delays } = provider({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 2 });
    await expect(images.generate(request())).rejects.toMatchObject({ code: 'provider_error', message: expect.stringContaining('ECONNREFUSED') });
    expect(delays).toHaveLength(2);
  });
});
