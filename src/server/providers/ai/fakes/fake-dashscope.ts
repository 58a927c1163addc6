import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { asList, CONTROL_PREFIX, parseSize, type RecordedRequest, sendBytes, sendJson, startLoopbackServer, testImage, waitOrHangUp } from './loopback';

/**
 * A loopback fake of DashScope's Qwen-Image APIs, following the documented shapes:
 * - async: `POST /api/v1/services/aigc/text2image/image-synthesis` (needs `X-DashScope-Async: enable`)
 *   → `{ output: { task_id, task_status: 'PENDING' }, request_id }`; `GET /api/v1/tasks/{id}` walks the
 *   task through its statuses → SUCCEEDED `output.results[].url` / FAILED `output.code`, `output.message`;
 * - sync: `POST /api/v1/services/aigc/multimodal-generation/generation`
 *   → `output.choices[0].message.content[].image`;
 * - errors: HTTP status with `{ code, message, request_id }`.
 * Result URLs are served by the fake under /results/ (temporary links on OSS in the real service).
 * From another process (e2e): `POST /__fake/submit`, `/__fake/poll`, `/__fake/sync` queue answers (one or
 * a list), `GET /__fake/requests` reads the log, `POST /__fake/reset` clears both.
 */

export type TaskStatus = 'PENDING' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED' | 'UNKNOWN';

export type DashScopeErrorReply = { type: 'error'; status: number; code: string; message: string; retryAfter?: string };

export type DashScopeSubmitReply =
  /** A task whose polls show these statuses in turn (the last one repeats). Default PENDING → RUNNING → SUCCEEDED. */
  | { type: 'task'; statuses?: TaskStatus[]; failure?: { code: string; message: string }; actualPrompt?: string; width?: number; height?: number; imageOrigin?: string }
  | DashScopeErrorReply
  | { type: 'slow'; delayMs: number; then?: DashScopeSubmitReply };

export type DashScopeSyncReply =
  | { type: 'image'; width?: number; height?: number; imageOrigin?: string }
  | DashScopeErrorReply
  | { type: 'slow'; delayMs: number; then?: DashScopeSyncReply };

export interface FakeDashScopeOptions {
  /** The key the fake accepts (default 'dk-test'). */
  apiKey?: string;
  /** Sizes accepted (default the qwen-image list). */
  sizes?: string[];
  /** How a result download answers (default 200 image/png; 403 is what an expired OSS link gives). */
  resultStatus?: number;
  resultContentType?: string;
  /** Default 0 (any free port). */
  port?: number;
}

export interface FakeDashScope {
  /** The base URL to configure as DASHSCOPE_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  submits(): RecordedRequest[];
  polls(): RecordedRequest[];
  syncCalls(): RecordedRequest[];
  downloads(): RecordedRequest[];
  /** Queues answers for the next async submissions. */
  replyToSubmit(...replies: DashScopeSubmitReply[]): void;
  /** Queues error answers for the next task polls, before the task's own status. */
  replyToPoll(...replies: DashScopeErrorReply[]): void;
  /** Queues answers for the next sync calls. */
  replyToSync(...replies: DashScopeSyncReply[]): void;
  close(): Promise<void>;
}

export const FAKE_ASYNC_PATH = '/api/v1/services/aigc/text2image/image-synthesis';
export const FAKE_SYNC_PATH = '/api/v1/services/aigc/multimodal-generation/generation';
const QWEN_SIZES = ['1664*928', '1472*1140', '1328*1328', '1140*1472', '928*1664'];

interface Task {
  id: string;
  statuses: TaskStatus[];
  polls: number;
  reply: Extract<DashScopeSubmitReply, { type: 'task' }>;
  prompt: string;
  size: { width: number; height: number };
  resultUrl?: string;
}

export async function startFakeDashScope(options: FakeDashScopeOptions = {}): Promise<FakeDashScope> {
  const apiKey = options.apiKey ?? 'dk-test';
  const sizes = options.sizes ?? QWEN_SIZES;
  const submitQueue: DashScopeSubmitReply[] = [];
  const pollQueue: DashScopeErrorReply[] = [];
  const syncQueue: DashScopeSyncReply[] = [];
  const tasks = new Map<string, Task>();
  const results = new Map<string, Buffer>();
  let nextImage = 0;

  const server = await startLoopbackServer(async (req, res) => {
    if (req.path.startsWith(CONTROL_PREFIX)) return control(req, res);
    if (req.method === 'GET' && req.path.startsWith('/results/')) return serveResult(req.path.slice('/results/'.length), res);
    if (req.headers.authorization !== `Bearer ${apiKey}`) return error(res, { status: 401, code: 'InvalidApiKey', message: 'Invalid API-key provided.' });
    if (req.method === 'POST' && req.path === FAKE_ASYNC_PATH) return submit(req, res);
    if (req.method === 'GET' && req.path.startsWith('/api/v1/tasks/')) return poll(decodeURIComponent(req.path.slice('/api/v1/tasks/'.length)), res);
    if (req.method === 'POST' && req.path === FAKE_SYNC_PATH) return sync(req, res);
    return error(res, { status: 404, code: 'NotFound', message: `No route for ${req.method} ${req.path}` });
  }, options.port);

  function control(req: RecordedRequest, res: ServerResponse) {
    const action = req.path.slice(CONTROL_PREFIX.length);
    const queues: Record<string, unknown[]> = { submit: submitQueue, poll: pollQueue, sync: syncQueue };
    if (req.method === 'POST' && queues[action]) {
      queues[action].push(...asList(req.body));
      return sendJson(res, 200, { queued: queues[action].length });
    }
    if (req.method === 'POST' && action === 'reset') {
      for (const queue of Object.values(queues)) queue.length = 0;
      server.requests.length = 0;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'GET' && action === 'requests') return sendJson(res, 200, server.requests);
    return sendJson(res, 404, { message: `Unknown control ${req.method} ${req.path}` });
  }

  function error(res: ServerResponse, e: Omit<DashScopeErrorReply, 'type'>) {
    sendJson(res, e.status, { code: e.code, message: e.message, request_id: randomUUID() }, e.retryAfter ? { 'retry-after': e.retryAfter } : {});
  }

  /** The documented parameter checks: a prompt, n = 1, a size from the list. */
  function checkParameters(prompt: unknown, parameters: Record<string, unknown> | undefined): Omit<DashScopeErrorReply, 'type'> | undefined {
    if (typeof prompt !== 'string' || !prompt.trim()) return { status: 400, code: 'InvalidParameter', message: 'Field required: input.prompt' };
    if (parameters?.n !== undefined && parameters.n !== 1) return { status: 400, code: 'InvalidParameter', message: 'The n parameter must be 1 for this model.' };
    if (parameters?.size !== undefined && !sizes.includes(String(parameters.size))) {
      return { status: 400, code: 'InvalidParameter', message: `The size is not match the allowed size: ${sizes.join(', ')}` };
    }
    return undefined;
  }

  async function submit(req: RecordedRequest, res: ServerResponse) {
    if (req.headers['x-dashscope-async'] !== 'enable') return error(res, { status: 403, code: 'AccessDenied', message: 'current user api does not support synchronous calls' });
    const body = req.body as { model?: unknown; input?: { prompt?: unknown }; parameters?: Record<string, unknown> } | undefined;
    if (typeof body?.model !== 'string') return error(res, { status: 400, code: 'InvalidParameter', message: 'Model not exist.' });
    const invalid = checkParameters(body.input?.prompt, body.parameters);
    if (invalid) return error(res, invalid);
    let reply = submitQueue.shift() ?? { type: 'task' };
    while (reply.type === 'slow') {
      await waitOrHangUp(res, reply.delayMs);
      reply = reply.then ?? { type: 'task' };
    }
    if (reply.type === 'error') return error(res, reply);
    const id = randomUUID();
    const size = parseSize(body.parameters?.size, '*') ?? { width: 1328, height: 1328 };
    tasks.set(id, { id, statuses: reply.statuses ?? ['PENDING', 'RUNNING', 'SUCCEEDED'], polls: 0, reply, prompt: String(body.input?.prompt), size });
    sendJson(res, 200, { output: { task_status: 'PENDING', task_id: id }, request_id: randomUUID() });
  }

  async function poll(id: string, res: ServerResponse) {
    const queued = pollQueue.shift();
    if (queued) return error(res, queued);
    const task = tasks.get(id);
    if (!task) return sendJson(res, 200, { request_id: randomUUID(), output: { task_id: id, task_status: 'UNKNOWN' } });
    const status = task.statuses[Math.min(task.polls, task.statuses.length - 1)];
    task.polls++;
    const output: Record<string, unknown> = { task_id: id, task_status: status, submit_time: '2026-11-23 10:00:00.000' };
    if (status === 'SUCCEEDED') {
      task.resultUrl ??= await storeResult(task.reply.width ?? task.size.width, task.reply.height ?? task.size.height, task.reply.imageOrigin);
      output.end_time = '2026-11-23 10:00:20.000';
      output.results = [{ orig_prompt: task.prompt, actual_prompt: task.reply.actualPrompt ?? task.prompt, url: task.resultUrl }];
      return sendJson(res, 200, { request_id: randomUUID(), output, usage: { image_count: 1 } });
    }
    if (status === 'FAILED') {
      output.code = task.reply.failure?.code ?? 'InternalError';
      output.message = task.reply.failure?.message ?? 'An internal error has occurred.';
    }
    sendJson(res, 200, { request_id: randomUUID(), output });
  }

  async function sync(req: RecordedRequest, res: ServerResponse) {
    const body = req.body as
      | { model?: unknown; input?: { messages?: Array<{ role?: string; content?: Array<{ text?: unknown }> }> }; parameters?: Record<string, unknown> }
      | undefined;
    if (typeof body?.model !== 'string') return error(res, { status: 400, code: 'InvalidParameter', message: 'Model not exist.' });
    const message = body.input?.messages?.[0];
    if (body.input?.messages?.length !== 1 || message?.role !== 'user')
      return error(res, { status: 400, code: 'InvalidParameter', message: 'input.messages must hold one user message.' });
    const invalid = checkParameters(message.content?.find((c) => typeof c.text === 'string')?.text, body.parameters);
    if (invalid) return error(res, invalid);
    let reply = syncQueue.shift() ?? { type: 'image' };
    while (reply.type === 'slow') {
      await waitOrHangUp(res, reply.delayMs);
      reply = reply.then ?? { type: 'image' };
    }
    if (reply.type === 'error') return error(res, reply);
    const size = parseSize(body.parameters?.size, '*') ?? { width: 1328, height: 1328 };
    const url = await storeResult(reply.width ?? size.width, reply.height ?? size.height, reply.imageOrigin);
    sendJson(res, 200, {
      output: { choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: [{ image: url }] } }], task_metric: { TOTAL: 1, FAILED: 0, SUCCEEDED: 1 } },
      usage: { width: size.width, height: size.height, image_count: 1 },
      request_id: randomUUID(),
    });
  }

  async function storeResult(width: number, height: number, origin?: string): Promise<string> {
    const name = `${randomUUID()}.png`;
    results.set(name, await testImage(width, height, nextImage++));
    return `${origin ?? server.url}/results/${name}?Expires=1700000000&Signature=fake`;
  }

  function serveResult(pathAndQuery: string, res: ServerResponse) {
    const image = results.get(pathAndQuery.split('?')[0]);
    if (!image) return sendBytes(res, 404, '<Error><Code>NoSuchKey</Code></Error>', 'application/xml');
    if (options.resultStatus && options.resultStatus !== 200)
      return sendBytes(res, options.resultStatus, '<Error><Code>AccessDenied</Code><Message>Request has expired.</Message></Error>', 'application/xml');
    sendBytes(res, 200, image, options.resultContentType ?? 'image/png');
  }

  const only = (method: string, test: (path: string) => boolean) => () => server.requests.filter((r) => r.method === method && test(r.path));
  return {
    baseUrl: server.url,
    apiKey,
    requests: server.requests,
    submits: only('POST', (p) => p === FAKE_ASYNC_PATH),
    polls: only('GET', (p) => p.startsWith('/api/v1/tasks/')),
    syncCalls: only('POST', (p) => p === FAKE_SYNC_PATH),
    downloads: only('GET', (p) => p.startsWith('/results/')),
    replyToSubmit: (...replies) => submitQueue.push(...replies),
    replyToPoll: (...replies) => pollQueue.push(...replies),
    replyToSync: (...replies) => syncQueue.push(...replies),
    close: server.close,
  };
}
