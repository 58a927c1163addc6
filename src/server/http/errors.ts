import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/api/errors';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { DomainError, type DomainErrorKind, RetryLaterError } from '../domain/errors';
import { componentLog, type EventLog, type Logger } from '../log/logger';

/**
 * The one place a domain error becomes an HTTP status (services never choose one). A new kind
 * fails to compile until it has a status here.
 */
export const HTTP_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
  upstream_timeout: 504,
};

export function errorBody(code: string, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export const TOO_LARGE_MESSAGE = 'The request body is too large.';

/** The app's error handler: every error leaves as `{ error: { code, message, details? } }`. */
export function errorResponse(err: Error, c: Context): Response {
  if (err instanceof DomainError) {
    const retry = err instanceof RetryLaterError ? { 'Retry-After': String(err.retryAfterS) } : undefined;
    return c.json(errorBody(err.code, err.message, err.details), HTTP_STATUS[err.kind], retry);
  }
  if (err instanceof SyntaxError || isMalformedJson(err)) return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
  const status = (err as { status?: number }).status;
  if (status === 413) return c.json(errorBody('payload_too_large', TOO_LARGE_MESSAGE), 413);
  if (isDatabaseUnavailable(err)) {
    logOf(c).warn({ err: { message: err.message } }, 'database unavailable');
    return c.json(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_S) });
  }
  logOf(c).error({ err }, 'request failed');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}

/** The request's logger (its lines carry the request id); the process log where the app's chain did not run. */
function logOf(c: Context): Pick<EventLog, 'warn' | 'error'> {
  return (c.get('log') as Logger | undefined) ?? componentLog('app');
}

/** Hono's validator throws this when a JSON body does not parse. */
const isMalformedJson = (err: Error) => err instanceof HTTPException && err.status === 400 && /malformed json/i.test(err.message);
