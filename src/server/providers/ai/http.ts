import type { Deadline } from './deadline';
import { Retryable } from './retry';
import { AiProviderError } from './types';

/** A JSON API answer, read whole but capped (b64 answers of four large images are tens of MB). */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  /** The parsed body; undefined when it was not JSON (a proxy's HTML error page, an empty body). */
  json: unknown;
  text: string;
}

export const MAX_API_ANSWER_BYTES = 80 * 1024 * 1024;

/**
 * Calls a provider's JSON API within the deadline. A dropped connection is `Retryable`; an abort becomes
 * the deadline's timeout; HTTP statuses are returned for the provider to judge.
 */
export async function callJsonApi(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  deadline: Deadline,
  maxBytes = MAX_API_ANSWER_BYTES,
): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: deadline.signal,
      redirect: 'error',
    });
  } catch (err) {
    if (deadline.signal.aborted) throw deadline.abortError();
    throw new Retryable(new AiProviderError('provider_error', `The image provider could not be reached: ${describe(err)}`));
  }
  let text: string;
  try {
    text = await readCappedText(res, maxBytes);
  } catch (err) {
    if (err instanceof AiProviderError) throw err;
    if (deadline.signal.aborted) throw deadline.abortError();
    throw new Retryable(new AiProviderError('provider_error', `The image provider's answer was cut off: ${describe(err)}`));
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

async function readCappedText(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new AiProviderError('provider_error', `The image provider's answer is larger than ${maxBytes} bytes.`);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AiProviderError('provider_error', `The image provider's answer is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** fetch's "fetch failed" hides the reason in `cause` (ECONNREFUSED, ENOTFOUND…). */
function describe(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message;
}

/** A short, log-safe excerpt of an answer for error messages. */
export function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
