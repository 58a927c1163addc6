import { randomBytes } from 'node:crypto';

/**
 * Where ready-made designs live in storage: under `library/`, which anyone may read (storage/keys.ts
 * PUBLIC_PREFIXES), so galleries, the editor and the server's renderer all reach them without an owner.
 * A new document or thumbnail gets a new key (a random tag), so caches never serve an old version.
 */
const tag = () => randomBytes(4).toString('hex');

export const catalogDocumentKey = (itemId: string) => `library/items/${itemId}/design-${tag()}.json`;
export const catalogThumbnailKey = (itemId: string) => `library/items/${itemId}/thumbnail-${tag()}.png`;
/** Art made by the demo generator for the starting set: the same prompt always draws the same image. */
export const seedArtKey = (name: string) => `library/seed-art/${name}.png`;
