import type { ServerResponse } from 'node:http';
import { asList, CONTROL_PREFIX, parseSize, type RecordedRequest, sendBytes, sendJson, startLoopbackServer, testImage, waitOrHangUp } from './loopback';

/**
 * A loopback fake of the OpenAI images API (`POST /v1/images/generations`), following the documented
 * request, answer and error shapes: Bearer key, `{ model, prompt, n, size, response_format }`,
 * `{ created, data: [{ b64_json } | { url, revised_prompt }] }`, errors as
 * `{ error: { message, type, param, code } }`. gpt-image-* models refuse response_format and accept only
 * their sizes, like the real API. Answers are programmable per call; URL answers are served by the fake.
 * From another process (e2e): `POST /__fake/reply` with one answer or a list, `GET /__fake/requests`,
 * `POST /__fake/reset`.
 */

export type FakeOpenAiReply =
  /** Images as base64 (the default unless the request asked for url). */
  | { type: 'b64'; count?: number; revisedPrompt?: string; width?: number; height?: number }
  /** Images as URLs on this fake (or on `imageOrigin`). */
  | { type: 'url'; count?: number; revisedPrompt?: string; width?: number; height?: number; imageOrigin?: string }
  /** 400, the safety system refused the prompt. */
  | { type: 'content_policy'; code?: 'content_policy_violation' | 'moderation_blocked' }
  | { type: 'unauthorized' }
  /** 429; `quota` answers insufficient_quota (billing) instead of a rate limit. */
  | { type: 'rate_limited'; retryAfter?: string; quota?: boolean }
  | { type: 'server_error'; status?: number; retryAfter?: string }
  /** Waits (until the client hangs up), then answers `then` (default: b64). */
  | { type: 'slow'; delayMs: number; then?: FakeOpenAiReply }
  /** Anything else, as given. */
  | { type: 'raw'; status: number; body: unknown };

export interface FakeOpenAiOptions {
  /** The key the fake accepts (default 'sk-test'). */
  apiKey?: string;
  /** Models that refuse response_format and only take OpenAI's sizes (default /^gpt-image/). */
  gptImageModels?: RegExp;
  /** Default 0 (any free port). */
  port?: number;
}

export interface FakeOpenAi {
  /** The base URL to configure (no /v1). */
  baseUrl: string;
  apiKey: string;
  /** Every request the fake received, image downloads included. */
  requests: RecordedRequest[];
  /** Only the POSTs to /v1/images/generations. */
  generations(): RecordedRequest[];
  /** Queues answers for the next generation calls, in order; afterwards the default (success) applies. */
  reply(...replies: FakeOpenAiReply[]): void;
  close(): Promise<void>;
}

const GPT_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'];

const openAiError = (message: string, type: string, code: string | null, param: string | null = null) => ({ error: { message, type, param, code } });

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? 'sk-test';
  const gptImage = options.gptImageModels ?? /^gpt-image/;
  const queue: FakeOpenAiReply[] = [];
  const images = new Map<string, Buffer>();
  let nextImage = 0;

  const server = await startLoopbackServer(async (req, res) => {
    if (req.path.startsWith(CONTROL_PREFIX)) return control(req, res);
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      const image = images.get(req.path.slice('/files/'.length));
      return image ? sendBytes(res, 200, image, 'image/png') : sendBytes(res, 404, 'Not found', 'text/plain');
    }
    if (req.method !== 'POST' || req.path !== '/v1/images/generations') {
      return sendJson(res, 404, openAiError(`Invalid URL (${req.method} ${req.path})`, 'invalid_request_error', null));
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(
        res,
        401,
        openAiError('Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_request_error', 'invalid_api_key'),
      );
    }
    const invalid = validate(req.body);
    if (invalid) return sendJson(res, 400, invalid);
    await answer(queue.shift() ?? defaultReply(req.body as GenerationBody), req.body as GenerationBody, res);
  }, options.port);

  function control(req: RecordedRequest, res: ServerResponse) {
    const action = req.path.slice(CONTROL_PREFIX.length);
    if (req.method === 'POST' && action === 'reply') {
      queue.push(...asList<FakeOpenAiReply>(req.body));
      return sendJson(res, 200, { queued: queue.length });
    }
    if (req.method === 'POST' && action === 'reset') {
      queue.length = 0;
      server.requests.length = 0;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'GET' && action === 'requests') return sendJson(res, 200, server.requests);
    return sendJson(res, 404, { message: `Unknown control ${req.method} ${req.path}` });
  }

  interface GenerationBody {
    model: string;
    prompt: string;
    n?: number;
    size?: string;
    response_format?: string;
  }

  function defaultReply(body: GenerationBody): FakeOpenAiReply {
    return body.response_format === 'url' ? { type: 'url' } : { type: 'b64' };
  }

  /** The documented 400s: missing prompt, bad n, a parameter or size the model does not take. */
  function validate(body: unknown) {
    const b = body as Partial<GenerationBody> | undefined;
    if (!b || typeof b !== 'object') return openAiError('We could not parse the JSON body of your request.', 'invalid_request_error', null);
    if (typeof b.prompt !== 'string' || !b.prompt) return openAiError("Missing required parameter: 'prompt'.", 'invalid_request_error', 'missing_required_parameter', 'prompt');
    if (typeof b.model !== 'string' || !b.model) return openAiError("Missing required parameter: 'model'.", 'invalid_request_error', 'missing_required_parameter', 'model');
    if (b.n !== undefined && (!Number.isInteger(b.n) || b.n < 1 || b.n > 10))
      return openAiError(`Invalid 'n': integer must be between 1 and 10.`, 'invalid_request_error', 'integer_out_of_range', 'n');
    if (gptImage.test(b.model)) {
      if (b.response_format !== undefined) return openAiError("Unknown parameter: 'response_format'.", 'invalid_request_error', 'unknown_parameter', 'response_format');
      if (b.size !== undefined && !GPT_IMAGE_SIZES.includes(b.size)) {
        return openAiError(
          `Invalid value: '${b.size}'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.`,
          'invalid_request_error',
          'invalid_value',
          'size',
        );
      }
    } else if (b.response_format !== undefined && b.response_format !== 'url' && b.response_format !== 'b64_json') {
      return openAiError(`Invalid value: '${b.response_format}'. Supported values are: 'url' and 'b64_json'.`, 'invalid_request_error', 'invalid_value', 'response_format');
    }
    if (b.size !== undefined && b.size !== 'auto' && !parseSize(b.size, 'x')) return openAiError(`Invalid value: '${b.size}'.`, 'invalid_request_error', 'invalid_value', 'size');
    return undefined;
  }

  async function answer(reply: FakeOpenAiReply, body: GenerationBody, res: ServerResponse): Promise<void> {
    switch (reply.type) {
      case 'b64':
      case 'url': {
        const asked = parseSize(body.size, 'x') ?? { width: 1024, height: 1024 };
        const width = reply.width ?? asked.width;
        const height = reply.height ?? asked.height;
        const data = [];
        for (let i = 0; i < (reply.count ?? body.n ?? 1); i++) {
          const png = await testImage(width, height, nextImage);
          const revised = reply.revisedPrompt ? { revised_prompt: reply.revisedPrompt } : {};
          if (reply.type === 'b64') data.push({ b64_json: png.toString('base64'), ...revised });
          else {
            const name = `img-${nextImage}.png`;
            images.set(name, png);
            data.push({ url: `${reply.imageOrigin ?? server.url}/files/${name}`, ...revised });
          }
          nextImage++;
        }
        return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data });
      }
      case 'content_policy': {
        const code = reply.code ?? 'content_policy_violation';
        const message =
          code === 'moderation_blocked'
            ? 'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com.'
            : 'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.';
        return sendJson(res, 400, openAiError(message, code === 'moderation_blocked' ? 'image_generation_user_error' : 'invalid_request_error', code));
      }
      case 'unauthorized':
        return sendJson(res, 401, openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
      case 'rate_limited':
        if (reply.quota)
          return sendJson(res, 429, openAiError('You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota', 'insufficient_quota'));
        return sendJson(
          res,
          429,
          openAiError('Rate limit reached for images per minute. Please try again later.', 'requests', 'rate_limit_exceeded'),
          reply.retryAfter ? { 'retry-after': reply.retryAfter } : {},
        );
      case 'server_error':
        return sendJson(
          res,
          reply.status ?? 500,
          openAiError('The server had an error while processing your request. Sorry about that!', 'server_error', null),
          reply.retryAfter ? { 'retry-after': reply.retryAfter } : {},
        );
      case 'slow':
        await waitOrHangUp(res, reply.delayMs);
        return answer(reply.then ?? { type: 'b64' }, body, res);
      case 'raw':
        return sendJson(res, reply.status, reply.body);
    }
  }

  return {
    baseUrl: server.url,
    apiKey,
    requests: server.requests,
    generations: () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/images/generations'),
    reply: (...replies) => queue.push(...replies),
    close: server.close,
  };
}
