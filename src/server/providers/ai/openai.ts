import { parseRetryAfter } from '../../../shared/api/retry-after';
import type { AiModelTier } from '../../../shared/credits';
import type { Deadline } from './deadline';
import { withDeadline } from './deadline';
import { downloadResult } from './download';
import { callJsonApi, excerpt, type JsonAnswer } from './http';
import { checkRequest } from './request-check';
import { toRequestedImage } from './result-image';
import { Retryable, withRetries } from './retry';
import type { ProviderRuntime } from './runtime';
import type { AiConfig, ImageSize } from './settings';
import { formatSize, nearestSize } from './sizes';
import { type AiImagePort, AiProviderError, type AiProviderStatus, type GeneratedImage, type ImageGenerationRequest } from './types';

/**
 * Any OpenAI-compatible images API: `POST {base}/v1/images/generations` with a Bearer key, answered with
 * `{ data: [{ b64_json } | { url, revised_prompt }] }`. Sizes the model does not take are mapped to the
 * nearest one it does and the result is resized; 429/5xx are retried with backoff.
 */

export type OpenAiSettings = AiConfig['openai'] & { timeoutMs: number; maxRetries: number };

/** Sizes OpenAI's own models accept (API reference, images/create). Other models get the size asked for. */
const MODEL_SIZES: Array<[RegExp, ImageSize[]]> = [
  [
    /^gpt-image/,
    [
      { width: 1024, height: 1024 },
      { width: 1536, height: 1024 },
      { width: 1024, height: 1536 },
    ],
  ],
  [
    /^dall-e-3/,
    [
      { width: 1024, height: 1024 },
      { width: 1792, height: 1024 },
      { width: 1024, height: 1792 },
    ],
  ],
  [
    /^dall-e-2/,
    [
      { width: 256, height: 256 },
      { width: 512, height: 512 },
      { width: 1024, height: 1024 },
    ],
  ],
];

/** gpt-image-* models always answer in base64 and refuse the response_format parameter. */
const ALWAYS_B64 = /^gpt-image/;
/** dall-e-3 makes one image per request. */
const ONE_PER_REQUEST = /^dall-e-3/;

interface OpenAiImageData {
  b64_json?: string;
  url?: string;
  revised_prompt?: string;
}

export class OpenAiImages implements AiImagePort {
  constructor(
    private readonly settings: OpenAiSettings,
    private readonly runtime: ProviderRuntime,
  ) {}

  /** `{base}/v1/images/generations`, whether or not the configured base already ends in /v1. */
  get endpoint(): string {
    const base = this.settings.baseUrl.replace(/\/+$/, '');
    return /\/v1$/.test(base) ? `${base}/images/generations` : `${base}/v1/images/generations`;
  }

  status(): AiProviderStatus {
    const problems: string[] = [];
    if (!this.settings.apiKey) problems.push('OPENAI_API_KEY is not set.');
    if (!this.settings.models.standard) problems.push('OPENAI_IMAGE_MODEL is empty.');
    if (!this.settings.models.premium) problems.push('OPENAI_PREMIUM_IMAGE_MODEL is empty.');
    return { provider: 'openai', isDemo: false, configured: problems.length === 0, baseUrl: this.settings.baseUrl, models: { ...this.settings.models }, problems };
  }

  /** The size sent for a model: the configured list, the model family's list, or the requested size. */
  sizeFor(model: string, requested: ImageSize): ImageSize {
    const allowed = this.settings.sizes ?? MODEL_SIZES.find(([pattern]) => pattern.test(model))?.[1];
    return allowed ? nearestSize(requested, allowed) : requested;
  }

  async generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    checkRequest(request);
    const { problems } = this.status();
    if (problems.length) throw new AiProviderError('not_configured', `The OpenAI provider is not configured: ${problems.join(' ')}`);
    return withDeadline(this.settings.timeoutMs, request.signal, async (deadline) => {
      const model = this.settings.models[request.tier];
      const perRequest = ONE_PER_REQUEST.test(model) ? 1 : request.count;
      const batches: number[] = [];
      for (let left = request.count; left > 0; left -= perRequest) batches.push(Math.min(perRequest, left));
      const results = await Promise.all(batches.map((n) => this.generateBatch(request, request.tier, n, deadline)));
      return results.flat();
    });
  }

  private async generateBatch(request: ImageGenerationRequest, tier: AiModelTier, n: number, deadline: Deadline): Promise<GeneratedImage[]> {
    const model = this.settings.models[tier];
    const requested = { width: request.width, height: request.height };
    // The images API has no negative prompt; the models follow plain-language instructions instead.
    const prompt = request.negativePrompt?.trim() ? `${request.prompt}\n\nAvoid: ${request.negativePrompt.trim()}` : request.prompt;
    const body: Record<string, unknown> = { model, prompt, n, size: formatSize(this.sizeFor(model, requested), 'x') };
    const format = this.responseFormatFor(model);
    if (format) body.response_format = format;

    const policy = this.runtime.retry(this.settings.maxRetries);
    let answer = await withRetries(() => this.post(body, deadline), policy, deadline);
    // In auto mode an unknown model may still refuse response_format: ask once more without it.
    if (answer.status === 400 && format && this.settings.responseFormat === 'auto' && rejectsResponseFormat(answer)) {
      delete body.response_format;
      answer = await withRetries(() => this.post(body, deadline), policy, deadline);
    }
    if (answer.status !== 200) throw openAiError(answer);

    const data = (answer.json as { data?: OpenAiImageData[] } | undefined)?.data;
    if (!Array.isArray(data) || data.length === 0) throw new AiProviderError('provider_error', `The OpenAI-compatible API answered without images: ${excerpt(answer.text)}`);
    return Promise.all(
      data.map(async (item) => {
        const bytes = await this.imageBytes(item, deadline);
        return toRequestedImage(bytes, requested, item.revised_prompt || undefined);
      }),
    );
  }

  private responseFormatFor(model: string): 'b64_json' | 'url' | undefined {
    const configured = this.settings.responseFormat;
    if (configured === 'omit') return undefined;
    if (configured === 'auto') return ALWAYS_B64.test(model) ? undefined : 'b64_json';
    return configured;
  }

  /** One POST; 429/5xx become Retryable, any other answer is returned to be judged. */
  private async post(body: Record<string, unknown>, deadline: Deadline): Promise<JsonAnswer> {
    const answer = await callJsonApi(this.endpoint, { method: 'POST', headers: { authorization: `Bearer ${this.settings.apiKey}` }, body }, deadline);
    if (answer.status === 429 && !isQuotaExhausted(answer)) throw new Retryable(openAiError(answer), parseRetryAfter(answer.headers));
    if (answer.status >= 500) throw new Retryable(openAiError(answer), parseRetryAfter(answer.headers));
    return answer;
  }

  private async imageBytes(item: OpenAiImageData, deadline: Deadline): Promise<Buffer> {
    if (typeof item.b64_json === 'string' && item.b64_json) return Buffer.from(item.b64_json, 'base64');
    if (typeof item.url === 'string' && item.url) {
      return downloadResult(item.url, {
        trustedOrigin: this.settings.baseUrl,
        fetchUntrusted: this.runtime.fetchUntrusted,
        deadline,
        retry: this.runtime.retry(this.settings.maxRetries),
      });
    }
    throw new AiProviderError('provider_error', 'The OpenAI-compatible API returned an image with neither b64_json nor url.');
  }
}

interface OpenAiErrorBody {
  error?: { message?: string; type?: string; code?: string | null; param?: string | null };
}

const errorOf = (answer: JsonAnswer) => (answer.json as OpenAiErrorBody | undefined)?.error;

const SAFETY_WORDS = /safety|moderation|content[ _-]?policy|content[ _-]?filter/i;

function rejectsResponseFormat(answer: JsonAnswer): boolean {
  const error = errorOf(answer);
  return error?.param === 'response_format' || /response_format/.test(error?.message ?? '');
}

/** 429 "insufficient_quota" is a billing problem: retrying cannot help. */
function isQuotaExhausted(answer: JsonAnswer): boolean {
  return errorOf(answer)?.code === 'insufficient_quota';
}

/** Maps an OpenAI error answer (`{ error: { message, type, code } }`) to the port's error codes. */
export function openAiError(answer: JsonAnswer): AiProviderError {
  const error = errorOf(answer);
  const detail = error?.message ?? (excerpt(answer.text) || 'no details');
  const { status } = answer;
  const message = `OpenAI-compatible API, HTTP ${status}${error?.code ? ` ${error.code}` : ''}: ${detail}`;
  const policyRefusal =
    error?.code === 'content_policy_violation' || error?.code === 'moderation_blocked' || SAFETY_WORDS.test(`${error?.type ?? ''} ${error?.code ?? ''} ${error?.message ?? ''}`);
  if (status === 400 && policyRefusal) return new AiProviderError('content_policy', message, status);
  if (status === 401 || status === 403 || status === 404) return new AiProviderError('not_configured', message, status);
  if (status === 429) return new AiProviderError(isQuotaExhausted(answer) ? 'not_configured' : 'rate_limited', message, status);
  if (status >= 400 && status < 500) return new AiProviderError('invalid_request', message, status);
  return new AiProviderError('provider_error', message, status);
}
