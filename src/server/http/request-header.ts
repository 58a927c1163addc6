import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * One request header, read from Node's already parsed headers when the app runs on @hono/node-server:
 * `c.req.header()` makes node-server build a whole Fetch Headers object from the raw headers, which
 * for a small JSON answer cost more than the answer itself (decision 13). In tests (app.request) there
 * is no Node request, and the Fetch headers are read as usual.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
