import { randomUUID } from 'node:crypto';

/**
 * Where an item's files live. The snapshot JSON is under showcase/ — neither public nor anyone's, so
 * the raw files route never serves it; copies are made on the server. The picture is public.
 */
export const showcaseJsonKey = (itemId: string) => `showcase/${itemId}/design-${randomUUID()}.json`;
export const showcaseImageKey = (itemId: string) => `public/showcase/${itemId}/image-${randomUUID()}.webp`;
export const showcasePrefixes = (itemId: string) => [`showcase/${itemId}/`, `public/showcase/${itemId}/`];
