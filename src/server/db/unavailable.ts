/**
 * Whether an error means the database cannot be reached right now (restarting, down, connection cut),
 * as opposed to a bad query: such a request is answered 503 with Retry-After, never as "signed out" or
 * as a server fault, and the pool reconnects by itself once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up), too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection it lost or could not make in time. */
const CONNECTION_LOST = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
