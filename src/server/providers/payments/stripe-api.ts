import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentsError, type PaymentsErrorCode } from './types';

/**
 * A small client of Stripe's REST API over fetch (decision 34): form-encoded bodies with Stripe's
 * bracket notation, `Idempotency-Key` on every POST, a pinned `Stripe-Version`, retries of 429/5xx and
 * dropped connections with backoff (a retried POST keeps its key, so it is never applied twice), one
 * deadline for the whole call, and Stripe's error object mapped to PaymentsError codes.
 */

export interface StripeApiOptions {
  secretKey: string;
  apiBase: string;
  apiVersion: string;
  timeoutMs: number;
  maxRetries: number;
  fetch?: typeof fetch;
  /** Backoff base (tests shorten it). */
  retryBaseMs?: number;
}

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** `{ line_items: [{ price: 'p', quantity: 1 }] }` → `line_items[0][price]=p&line_items[0][quantity]=1`. */
export function encodeForm(params: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const walk = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(`${key}[${i}]`, v);
    } else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return pairs.join('&');
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

function errorCodeOf(status: number, body: StripeErrorBody): PaymentsErrorCode {
  const type = body.error?.type;
  if (type === 'card_error' || status === 402) return 'card_declined';
  if (type === 'idempotency_error') return 'idempotency_error';
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  if (status === 401 || status === 403) return 'not_configured';
  if (status >= 400 && status < 500) return 'invalid_request';
  return 'provider_error';
}

const retryable = (status: number, headers: Headers) => {
  const should = headers.get('stripe-should-retry');
  if (should === 'false') return false;
  if (should === 'true') return true;
  return status === 429 || status === 409 || status >= 500;
};

export class StripeApi {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: StripeApiOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  get<T>(path: string, query: Record<string, FormValue> = {}): Promise<T> {
    const qs = encodeForm(query);
    return this.request<T>('GET', qs ? `${path}?${qs}` : path);
  }

  post<T>(path: string, params: Record<string, FormValue>, idempotencyKey: string): Promise<T> {
    return this.request<T>('POST', path, encodeForm(params), idempotencyKey);
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: string, idempotencyKey?: string): Promise<T> {
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.secretKey}`,
      'stripe-version': this.options.apiVersion,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let last: PaymentsError | undefined;
    for (let attempt = 0; attempt <= this.options.maxRetries; attempt++) {
      if (attempt > 0) await this.backoff(attempt, deadline);
      let res: Response;
      try {
        res = await this.fetchImpl(`${this.options.apiBase}${path}`, { method, headers, body, signal: deadline });
      } catch (err) {
        if (deadline.aborted) throw new PaymentsError('timeout', `Stripe ${method} ${path} took longer than ${this.options.timeoutMs} ms`);
        last = new PaymentsError('provider_error', `Stripe ${method} ${path}: ${(err as Error).message}`);
        continue;
      }
      const text = await res.text().catch(() => '');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        json = undefined;
      }
      if (res.ok) {
        if (json === undefined) throw new PaymentsError('provider_error', `Stripe ${method} ${path}: unreadable answer`, res.status);
        return json as T;
      }
      const errBody = (json ?? {}) as StripeErrorBody;
      last = new PaymentsError(
        errorCodeOf(res.status, errBody),
        `Stripe ${method} ${path}: ${res.status} ${errBody.error?.message ?? text.slice(0, 200)}`,
        res.status,
        errBody.error?.code,
      );
      if (!retryable(res.status, res.headers)) throw last;
    }
    throw last ?? new PaymentsError('provider_error', `Stripe ${method} ${path} failed`);
  }

  /** Exponential backoff with full jitter, never past the deadline. */
  private async backoff(attempt: number, deadline: AbortSignal): Promise<void> {
    const base = this.options.retryBaseMs ?? 500;
    const ms = Math.random() * base * 2 ** (attempt - 1);
    try {
      await sleep(ms, undefined, { signal: deadline });
    } catch {
      throw new PaymentsError('timeout', `Stripe call took longer than ${this.options.timeoutMs} ms`);
    }
  }
}
