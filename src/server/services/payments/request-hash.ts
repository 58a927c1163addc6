import { createHash } from 'node:crypto';

/** Parts of a checkout request that do not change what is bought: the key itself and the page's language. */
const NOT_HASHED = new Set(['idempotencyKey', 'locale']);

/**
 * The fingerprint an idempotency key is bound to (as Stripe binds its keys): the request's JSON with
 * object keys sorted, so the same body hashes the same whatever order its fields came in.
 */
export function checkoutRequestHash(request: object): string {
  const body = Object.fromEntries(Object.entries(request).filter(([key]) => !NOT_HASHED.has(key)));
  return createHash('sha256').update(JSON.stringify(body, sortedKeys)).digest('hex');
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
