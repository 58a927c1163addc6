/**
 * What a service says when it refuses: a kind (what went wrong, which decides the HTTP status at the
 * edge: `http/errors.ts`), a stable code clients can branch on ('revision_conflict', 'no_credits', …),
 * a message for people, and optional details (the zod issues, the current revision, …).
 *
 * Services, jobs, webhooks and scripts throw these and never think about HTTP; the app's error
 * handler is the one place that turns a kind into a status.
 */
export type DomainErrorKind =
  /** The input breaks a rule (bad field, bad cursor, bad JSON). */
  | 'invalid'
  /** Needs a signed-in user (or a valid sign-in key). */
  | 'unauthenticated'
  /** Needs credits the caller does not have. */
  | 'payment_required'
  /** Signed in, but not allowed (role, plan limit, unverified e-mail, spent guest token). */
  | 'forbidden'
  | 'not_found'
  /** The thing changed since the caller read it, or is in a state that refuses this. */
  | 'conflict'
  | 'too_large'
  /** A file type we do not take. */
  | 'unsupported_type'
  /** Well-formed, but cannot be used (unreadable image, a design with nothing to print). */
  | 'unprocessable'
  /** Too many requests from this caller in a window. */
  | 'rate_limited'
  /** Our own fault: a stored file missing, an update that failed. */
  | 'internal'
  /** A provider we called answered badly. */
  | 'upstream_failed'
  /** Something we need is not there right now (busy, not configured, not installed). */
  | 'unavailable'
  /** A provider we called took too long. */
  | 'upstream_timeout';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** The code clients see in `{ error: { code } }`: keep it stable once published. */
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A refusal that passes with time (renders busy, a file still being prepared): the answer carries
 * `Retry-After`, so a client or a proxy knows when to ask again.
 */
export class RetryLaterError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterS: number,
  ) {
    super('unavailable', code, message);
    this.name = 'RetryLaterError';
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

// The refusals many services share, with the words clients already know.
export const unauthenticated = (message = 'You need to sign in first.') => new DomainError('unauthenticated', 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') => new DomainError('forbidden', 'forbidden', message);
export const notFound = (message = 'Not found.') => new DomainError('not_found', 'not_found', message);
export const invalidInput = (message: string, details?: unknown) => new DomainError('invalid', 'invalid_input', message, details);
export const invalidJson = () => new DomainError('invalid', 'invalid_json', 'The request body is not valid JSON.');
export const rateLimited = (message: string) => new DomainError('rate_limited', 'rate_limited', message);
