/**
 * How long an answer asks the client to wait before trying again, in ms: `Retry-After` as seconds or an
 * HTTP date, or OpenAI's `retry-after-ms`; undefined when absent or unreadable. Read by the server of
 * its AI providers' answers and by the web app of ours.
 */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A client told to come back after Retry-After waits that long plus up to this share of it again, so the
 * clients a busy server refused together do not all come back at the same moment.
 */
export const RETRY_AFTER_SPREAD = 0.5;
