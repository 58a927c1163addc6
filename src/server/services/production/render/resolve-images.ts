/**
 * Before a design is rendered on the server, every image source becomes a data: URL read from the app's
 * own storage by key (never fetched over HTTP), and only at keys the design's owner may read: their own
 * files or public ones. Anything else (another host, another user's file, a missing file) is replaced by
 * a transparent pixel and reported, so the shop sees what is missing instead of a silent gap.
 */
import { contentTypeForKey, isPublicKey, ownerOfKey } from '../../../providers/storage/keys';
import { collectSources, rewriteSources, type StorageUrlContext, storageKeyOf } from '../../designs/sources';

/** A 1×1 transparent PNG. */
export const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWNgYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==';
/** Images above this total are not inlined (no design we print is anywhere near it). */
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;

export interface ResolvedImages<T> {
  doc: T;
  /** Sources left out, as written in the design (trimmed for messages). */
  missing: string[];
}

export async function inlineStorageImages<T>(doc: T, ownerId: string, ctx: StorageUrlContext): Promise<ResolvedImages<T>> {
  const inlined = new Map<string, string>();
  const missing = new Set<string>();
  let total = 0;
  for (const src of collectSources(doc)) {
    if (src.startsWith('data:') || src === '') continue;
    const key = storageKeyOf(src, ctx);
    const mayRead = key !== null && (ownerOfKey(key) === ownerId || isPublicKey(key));
    const type = key ? contentTypeForKey(key) : '';
    const body = mayRead && type.startsWith('image/') ? await ctx.storage.getBuffer(key as string) : null;
    if (!body || total + body.length > MAX_TOTAL_BYTES) {
      missing.add(src);
      continue;
    }
    total += body.length;
    inlined.set(src, `data:${type};base64,${body.toString('base64')}`);
  }
  const out = rewriteSources(doc, (src) => (src.startsWith('data:') || src === '' ? undefined : (inlined.get(src) ?? TRANSPARENT_PIXEL)));
  return { doc: out, missing: [...missing].map((s) => (s.length > 120 ? `${s.slice(0, 117)}…` : s)) };
}
