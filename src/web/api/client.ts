import { type AllOptional, type EndpointInput, type EndpointOutput, type EndpointSpec, endpointUrl, type HttpMethod, loadSchema } from '../../shared/api/endpoint';
import { isApiErrorBody } from '../../shared/api/errors';
import { parseRetryAfter } from '../../shared/api/retry-after';

/** localStorage key of the auto-login bearer token (SPEC §7: data.jwt is stored as 'token'). */
export const TOKEN_STORAGE_KEY = 'token';

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the cookie session still works.
  }
}

/** Every failed /api call throws this, from our `{error:{code,message}}` shape or better-auth's `{code,message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** How long the server asked us to wait before trying again (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function toApiError(status: number, body: unknown, retryAfterMs?: number): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message, body.error.details, retryAfterMs);
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; message?: unknown };
    if (typeof b.message === 'string' || typeof b.code === 'string') {
      return new ApiError(status, typeof b.code === 'string' ? b.code : `http_${status}`, typeof b.message === 'string' ? b.message : '');
    }
  }
  return new ApiError(status, status === 0 ? 'network' : `http_${status}`, `Request failed with status ${status}`);
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input and options of a call: the input may be left out when the endpoint needs none. */
export type CallArgs<E extends EndpointSpec> =
  AllOptional<EndpointInput<E>> extends true ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls one endpoint of the shared contract (`src/shared/api/endpoints/`): its types come from the
 * endpoint's schemas. Same-origin cookies, and the stored bearer token when there is one. A failed
 * call throws ApiError; an answer that does not match the endpoint's response schema throws ApiError
 * `invalid_response` (unless the endpoint opts out of the check, decision 23). A lazy response schema
 * is imported while the request is under way, so neither waits for the other.
 */
export async function call<E extends EndpointSpec>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: object; body?: unknown };
  const schema = endpoint.parseResponse === false ? null : loadSchema(endpoint.response);
  // A failed import is reported below, once the answer needs the schema (not as an unhandled rejection).
  schema?.catch(() => undefined);
  // Writes always carry a body (an empty JSON object when the endpoint takes none), as the server expects.
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const answer = await send(endpointUrl(endpoint, { params, query }), endpoint.method, sendsBody ? (body ?? {}) : undefined, options?.signal);
  if (!schema) return answer.body as EndpointOutput<E>;
  const parsed = (await schema.catch(() => Promise.reject(new ApiError(0, 'network', 'Network error')))).safeParse(answer.body);
  if (!parsed.success) {
    console.error(`[api] ${endpoint.method} ${endpoint.path}: the answer does not match the contract`, parsed.error.issues);
    throw new ApiError(answer.status, 'invalid_response', 'The server answered in an unexpected shape.', parsed.error.issues);
  }
  return parsed.data as EndpointOutput<E>;
}

/** One JSON (or multipart) request to /api; a failed one throws ApiError. */
async function send(url: string, method: HttpMethod, body: unknown, signal: AbortSignal | undefined): Promise<{ status: number; body: unknown }> {
  const headers = new Headers({ Accept: 'application/json' });
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The interface language the person chose (i18n.ts sets it on <html>), not the browser's own: the
  // server writes what it sends later (a receipt, the payment page) in the language the site is read in.
  const language = interfaceLanguage();
  if (language) headers.set('Accept-Language', language);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Network error');
  }
  const parsed = parseJson(await res.text());
  if (!res.ok) throw toApiError(res.status, parsed, parseRetryAfter(res.headers));
  return { status: res.status, body: parsed };
}

const interfaceLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang);

/** The answer's JSON, or null for an empty or non-JSON body. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A file from the API (a binary answer): its bytes, the server's file name and headers. Errors as call(). */
export async function apiFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string | null; headers: Headers }> {
  const headers = new Headers();
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The interface language the person chose (i18n.ts sets it on <html>), not the browser's own: the
  // server writes what it sends later (a receipt, the payment page) in the language the site is read in.
  const language = interfaceLanguage();
  if (language) headers.set('Accept-Language', language);
  let res: Response;
  try {
    res = await fetch(path, { headers, credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!res.ok) throw toApiError(res.status, parseJson(await res.text()));
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), fileName, headers: res.headers };
}
