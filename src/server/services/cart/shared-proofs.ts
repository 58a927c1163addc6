import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { collectFontUses, migrateDesign, shippedFamilyOf } from '../../../shared/design';
import type { DesignProof } from '../production/proof';
import type { RenderProof } from './proof';
import { proofLook } from './proof-look';

/** Proofs kept: each is a PNG of about 100 kB and its facts. */
const MAX_PROOFS = 64;
/** A kept proof's longest life, so a file replaced behind an unchanged document is drawn again in time. */
const PROOF_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Proofs of documents the shop owns (library stickers), kept in this process: every shopper who orders
 * one with the same look (proof-look.ts) gets the same picture, so it is drawn once, not in each
 * shopper's Add to cart (a render takes seconds on a busy server). Only for documents that are not the
 * shopper's: a shopper's own document may name their private images, which the render checks per
 * shopper. A document with a font the app does not ship is drawn per shopper (an owner's uploaded font
 * of that name is drawn before Google's, design-fonts.ts), so its proof is kept per shopper.
 */
export function sharedDocumentProofs(render: RenderProof): RenderProof {
  const kept = new LRUCache<string, Promise<DesignProof>>({ max: MAX_PROOFS, ttl: PROOF_LIFETIME_MS });
  return (userId, designJson, options) => {
    const key = `${documentKey(designJson, userId)}|${proofLook(options)}`;
    const cached = kept.get(key);
    if (cached) return cached;
    // Two shoppers at once share one render; a failed render is not kept (the next one tries again).
    const drawing = render(userId, designJson, options);
    kept.set(key, drawing);
    drawing.catch(() => kept.delete(key));
    return drawing;
  };
}

function documentKey(designJson: string, userId: string): string {
  const hash = createHash('sha256').update(designJson).digest('base64url');
  return usesOnlyShippedFonts(designJson) ? hash : `${hash}|${userId}`;
}

function usesOnlyShippedFonts(designJson: string): boolean {
  const migrated = migrateDesign(JSON.parse(designJson));
  if (!migrated.ok) return false;
  const { objects, overlayImage } = migrated.doc;
  return collectFontUses([...objects, ...(overlayImage ? [overlayImage] : [])]).every((use) => shippedFamilyOf(use.family));
}
