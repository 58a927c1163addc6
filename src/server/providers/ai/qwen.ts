import { parseRetryAfter } from '../../../shared/api/retry-after';
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
 * Qwen-Image on DashScope (Alibaba Cloud Model Studio), two ways (QWEN_API_MODE):
 * - async: `POST /api/v1/services/aigc/text2image/image-synthesis` with `X-DashScope-Async: enable`
 *   creates a task; `GET /api/v1/tasks/{id}` is polled until SUCCEEDED (result URLs) or FAILED;
 * - sync: `POST /api/v1/services/aigc/multimodal-generation/generation` answers with the image URLs.
 * Qwen-Image makes one image per request (n is fixed at 1), so a request for four sends four. Result URLs
 * are temporary: each image is downloaded here and returned as bytes.
 */

export type QwenSettings = AiConfig['qwen'] & { timeoutMs: number; maxRetries: number };

export const ASYNC_PATH = '/api/v1/services/aigc/text2image/image-synthesis';
export const SYNC_PATH = '/api/v1/services/aigc/multimodal-generation/generation';
export const TASK_PATH = '/api/v1/tasks/';

interface DashScopeError {
  code?: string;
  message?: string;
  request_id?: string;
}

interface TaskAnswer extends DashScopeError {
  output?: {
    task_id?: string;
    task_status?: 'PENDING' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED' | 'UNKNOWN';
    code?: string;
    message?: string;
    results?: Array<{ url?: string; actual_prompt?: string; code?: string; message?: string }>;
  };
}

interface SyncAnswer extends DashScopeError {
  output?: { choices?: Array<{ message?: { content?: Array<{ image?: string; text?: string }> } }> };
}

interface ResultUrl {
  url: string;
  revisedPrompt?: string;
}

export class QwenImages implements AiImagePort {
  constructor(
    private readonly settings: QwenSettings,
    private readonly runtime: ProviderRuntime,
  ) {}

  /** The API origin, whether the configured URL is bare or already ends in /api/v1. */
  get origin(): string {
    return this.settings.baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  }

  status(): AiProviderStatus {
    const problems: string[] = [];
    if (!this.settings.apiKey) problems.push('DASHSCOPE_API_KEY is not set.');
    if (!this.settings.models.standard) problems.push('QWEN_IMAGE_MODEL is empty.');
    if (!this.settings.models.premium) problems.push('QWEN_PREMIUM_IMAGE_MODEL is empty.');
    return { provider: 'qwen', isDemo: false, configured: problems.length === 0, baseUrl: this.origin, models: { ...this.settings.models }, problems };
  }

  /** The allowed Qwen size nearest to the request (DashScope takes only its fixed list). */
  sizeFor(requested: ImageSize): ImageSize {
    return nearestSize(requested, this.settings.sizes);
  }

  async generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    checkRequest(request);
    const { problems } = this.status();
    if (problems.length) throw new AiProviderError('not_configured', `The Qwen provider is not configured: ${problems.join(' ')}`);
    return withDeadline(this.settings.timeoutMs, request.signal, async (deadline) => {
      const requested = { width: request.width, height: request.height };
      const one = () => (this.settings.apiMode === 'sync' ? this.generateSync(request, deadline) : this.generateAsync(request, deadline));
      try {
        const urls = await Promise.all(Array.from({ length: request.count }, one));
        return await Promise.all(urls.map(async ({ url, revisedPrompt }) => toRequestedImage(await this.download(url, deadline), requested, revisedPrompt)));
      } finally {
        // One image failed (or all are done): stop the other images' polls and downloads.
        deadline.cancel();
      }
    });
  }

  private get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.settings.apiKey}` };
  }

  private parameters(request: ImageGenerationRequest): Record<string, unknown> {
    const negative = request.negativePrompt?.trim();
    return {
      size: formatSize(this.sizeFor({ width: request.width, height: request.height }), '*'),
      n: 1,
      ...(negative ? { negative_prompt: negative } : {}),
      prompt_extend: this.settings.promptExtend,
      watermark: false,
    };
  }

  private async generateAsync(request: ImageGenerationRequest, deadline: Deadline): Promise<ResultUrl> {
    const body = { model: this.settings.models[request.tier], input: { prompt: request.prompt }, parameters: this.parameters(request) };
    const policy = this.runtime.retry(this.settings.maxRetries);
    const created = await withRetries(() => this.call('POST', ASYNC_PATH, body, deadline, { 'x-dashscope-async': 'enable' }), policy, deadline);
    const taskId = (created.json as TaskAnswer).output?.task_id;
    if (!taskId) throw new AiProviderError('provider_error', `DashScope created no task: ${excerpt(created.text)}`);

    for (;;) {
      await this.runtime.sleep(this.settings.pollIntervalMs, deadline.signal);
      const polled = await withRetries(() => this.call('GET', `${TASK_PATH}${encodeURIComponent(taskId)}`, undefined, deadline), policy, deadline);
      const output = (polled.json as TaskAnswer).output;
      switch (output?.task_status) {
        case 'PENDING':
        case 'RUNNING':
          continue;
        case 'SUCCEEDED': {
          const result = output.results?.find((r) => r.url);
          if (!result?.url) {
            const failed = output.results?.find((r) => r.code);
            throw failed
              ? dashScopeError(200, { code: failed.code, message: failed.message })
              : new AiProviderError('provider_error', `DashScope task ${taskId} succeeded without a result URL.`);
          }
          return { url: result.url, revisedPrompt: result.actual_prompt || undefined };
        }
        case 'FAILED':
          throw dashScopeError(200, { code: output.code, message: output.message ?? `task ${taskId} failed` });
        case 'CANCELED':
          throw new AiProviderError('provider_error', `DashScope task ${taskId} was cancelled.`);
        default:
          // UNKNOWN: the task id expired (24 h) or never existed.
          throw new AiProviderError('provider_error', `DashScope task ${taskId} is in state ${output?.task_status ?? 'missing'}: ${excerpt(polled.text)}`);
      }
    }
  }

  private async generateSync(request: ImageGenerationRequest, deadline: Deadline): Promise<ResultUrl> {
    const body = {
      model: this.settings.models[request.tier],
      input: { messages: [{ role: 'user', content: [{ text: request.prompt }] }] },
      parameters: this.parameters(request),
    };
    const answer = await withRetries(() => this.call('POST', SYNC_PATH, body, deadline), this.runtime.retry(this.settings.maxRetries), deadline);
    const content = (answer.json as SyncAnswer).output?.choices?.[0]?.message?.content ?? [];
    const image = content.find((c) => typeof c.image === 'string' && c.image)?.image;
    if (!image) throw new AiProviderError('provider_error', `DashScope answered without an image: ${excerpt(answer.text)}`);
    return { url: image };
  }

  /** One DashScope call; throttling and 5xx become Retryable, other errors are mapped and thrown. */
  private async call(method: 'GET' | 'POST', path: string, body: unknown, deadline: Deadline, extraHeaders: Record<string, string> = {}): Promise<JsonAnswer> {
    const answer = await callJsonApi(`${this.origin}${path}`, { method, headers: { ...this.headers, ...extraHeaders }, body }, deadline);
    if (answer.status === 200) return answer;
    const error = dashScopeError(answer.status, (answer.json as DashScopeError | undefined) ?? { message: excerpt(answer.text) });
    if (answer.status === 429 || answer.status >= 500) throw new Retryable(error, parseRetryAfter(answer.headers));
    throw error;
  }

  private download(url: string, deadline: Deadline): Promise<Buffer> {
    return downloadResult(url, { trustedOrigin: this.origin, fetchUntrusted: this.runtime.fetchUntrusted, deadline, retry: this.runtime.retry(this.settings.maxRetries) });
  }
}

/** Content moderation refusals: of the prompt (DataInspectionFailed) or of a suspected protected work. */
const POLICY_CODES = /^(DataInspectionFailed|data_inspection_failed|IPInfringementSuspect)$/i;
/** Key, permission, model access, billing: nothing a retry or the user can fix. */
const SETUP_CODES = /^(InvalidApiKey|AccessDenied.*|Model\.AccessDenied|ModelNotFound|Arrearage|.*Unauthorized.*)$/i;

/** Maps DashScope's `{ code, message }` (with its HTTP status) to the port's error codes. */
export function dashScopeError(status: number, body: DashScopeError): AiProviderError {
  const code = body.code ?? '';
  const message = `DashScope${status !== 200 ? `, HTTP ${status}` : ''}${code ? ` ${code}` : ''}: ${body.message ?? 'no details'}`;
  const httpStatus = status !== 200 ? status : undefined;
  if (POLICY_CODES.test(code) || /inappropriate content|data inspection/i.test(body.message ?? '')) return new AiProviderError('content_policy', message, httpStatus);
  if (status === 401 || status === 403 || status === 404 || SETUP_CODES.test(code)) return new AiProviderError('not_configured', message, httpStatus);
  if (status === 429 || /^Throttling/i.test(code)) return new AiProviderError('rate_limited', message, httpStatus);
  if (status >= 500 || /^(InternalError|SystemError)/i.test(code)) return new AiProviderError('provider_error', message, httpStatus);
  if (status >= 400 || /^InvalidParameter/i.test(code)) return new AiProviderError('invalid_request', message, httpStatus);
  return new AiProviderError('provider_error', message, httpStatus);
}
