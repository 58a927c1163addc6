import { randomUUID } from 'node:crypto';
import { migrateDesign } from '../../../shared/design';
import type { StickerOptions } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import { cartProofs } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { StoragePort } from '../../providers/storage/types';
import type { StorageUrlContext } from '../designs/sources';
import { productionRequestOf } from '../orders/production';
import { printSidesOf } from '../pdf-art';
import { productionFileFromDocument } from '../production/design-production';
import { worstImageDpi } from '../production/image-resolution';
import { fontsForOwner, type PrintFonts } from '../production/print-fonts';
import { inlineStorageImages } from '../production/render/resolve-images';

/** A rendered proof: its PNG and the worst image's effective DPI at the line's size (null: all sharp). */
export interface Proof {
  png: Buffer;
  printDpi: number | null;
}

/** Renders a proof from a design's JSON with the line's options. Replaceable in tests. */
export type RenderProof = (userId: string, designJson: string, options: StickerOptions) => Promise<Proof>;

/**
 * The proof is the production pipeline's own PNG (decision 37): the sticker as it will be printed, at
 * the ordered size and cut, so what the shopper approves is what the production job makes later.
 */
export function productionProof(urls: StorageUrlContext, fonts?: PrintFonts): RenderProof {
  return async (userId, designJson, options) => {
    const migrated = migrateDesign(JSON.parse(designJson));
    if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be printed: ${migrated.error}`);
    const request = productionRequestOf(options);
    // PDF art is drawn at the print's resolution, as production will (decision 80), so its DPI is the print's.
    const { doc } = await inlineStorageImages(migrated.doc, userId, urls, { pdfSide: printSidesOf(migrated.doc, request.sizeIn) });
    const made = await productionFileFromDocument(doc, { ...request, file: 'png' }, fontsForOwner(fonts, userId));
    return { png: made.body, printDpi: worstImageDpi(made.warnings) };
  };
}

export const cartProofKey = (userId: string) => `users/${userId}/cart/proof-${randomUUID()}.png`;

/**
 * Stores a proof; answers its key. The file is recorded in `cart_proofs` first, so the sweep
 * (proof-sweep.ts) knows every proof ever made, even one whose line never got written.
 */
export async function storeProof(deps: { db: Db; storage: StoragePort }, userId: string, png: Buffer): Promise<string> {
  const key = cartProofKey(userId);
  await deps.db.insert(cartProofs).values({ key, userId });
  await deps.storage.put(key, png, 'image/png');
  return key;
}

/**
 * What the proof shows depends on the size, the cut (product and shape) and a decal's colour; a change
 * of material, finish or quantity keeps it.
 */
export function proofChanges(before: StickerOptions, after: StickerOptions): boolean {
  const look = (o: StickerOptions) => JSON.stringify(productionRequestOf(o));
  return look(before) !== look(after);
}
