import { randomUUID } from 'node:crypto';
import { migrateDesign } from '../../../shared/design';
import type { StickerOptions } from '../../../shared/sticker';
import { type AppConfig, rendersInProcess } from '../../config';
import type { Db } from '../../db/client';
import { cartProofs } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { StoragePort } from '../../providers/storage/types';
import type { StorageUrlContext } from '../designs/sources';
import { productionRequestOf } from '../orders/production';
import { printSidesOf } from '../pdf-art';
import { fontsForOwner, type PrintFonts } from '../production/print-fonts';
import { type DesignProof, proofFromDocument } from '../production/proof';
import { inlineStorageImages } from '../production/render/resolve-images';
import { proofLook } from './proof-look';
import { proofOnWorker } from './proof-on-worker';
import { type ProofQueue, proofQueue } from './proof-queue';

/** Renders a proof from a design's JSON with the line's options: its PNG and its facts. Replaceable in tests. */
export type RenderProof = (userId: string, designJson: string, options: StickerOptions) => Promise<DesignProof>;

/**
 * The proof is drawn from the production pipeline's own steps (decisions 37 and 81): the sticker as it
 * will be printed with its cut line and bleed, or the decal as it will be cut from the chosen vinyl, at
 * the ordered size and cut, so what the shopper approves is what the production job makes later.
 * `worker`: this process does not render (ROLE=web); the proof is drawn by a worker through this
 * database's job queue (proof-on-worker.ts, decision 113), still taking its turn on this process's queue.
 */
export function productionProof(urls: StorageUrlContext, fonts?: PrintFonts, how: { queue?: ProofQueue; supersede?: boolean; worker?: Db } = {}): RenderProof {
  const queue = how.queue ?? proofQueue;
  const { worker } = how;
  const draw: RenderProof = worker ? (...args) => proofOnWorker(worker, ...args) : (...args) => renderProof(urls, fonts, ...args);
  return (userId, designJson, options) => queue.run(userId, () => draw(userId, designJson, options), { supersede: how.supersede });
}

/** The database through which a process that does not render hands its proofs to a worker (`productionProof`'s `worker`). */
export const proofWorkerOf = (deps: { config: Pick<AppConfig, 'role' | 'databaseUrl'>; database: { db: Db } }): Db | undefined =>
  rendersInProcess(deps.config) ? undefined : deps.database.db;

/**
 * Every proof waits its turn on the proof queue (proof-queue.ts; `supersede` for the cart's option
 * changes, where a newer change replaces a waiting one): a refused request throws before the cart is
 * written, so the line stays as it was.
 */
async function renderProof(urls: StorageUrlContext, fonts: PrintFonts | undefined, userId: string, designJson: string, options: StickerOptions): Promise<DesignProof> {
  const migrated = migrateDesign(JSON.parse(designJson));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be printed: ${migrated.error}`);
  const request = productionRequestOf(options);
  // PDF art is drawn at the print's resolution, as production will (decision 80), so its DPI is the print's.
  const { doc } = await inlineStorageImages(migrated.doc, userId, urls, { pdfSide: printSidesOf(migrated.doc, request.sizeIn) });
  return proofFromDocument(doc, request, fontsForOwner(fonts, userId));
}

export const cartProofKey = (userId: string) => `users/${userId}/cart/proof-${randomUUID()}.png`;

/**
 * Stores a proof; answers its key. The file is recorded in `cart_proofs` first, so the sweep
 * (proof-sweep.ts) knows every proof ever made, even one whose line never got written.
 */
export async function storeProof(deps: { db: Db; storage: StoragePort }, userId: string, options: StickerOptions, proof: DesignProof): Promise<string> {
  const key = cartProofKey(userId);
  await deps.db.insert(cartProofs).values({ key, userId, look: proofLook(options), facts: proof.facts });
  await deps.storage.put(key, proof.png, 'image/png');
  return key;
}

export function proofChanges(before: StickerOptions, after: StickerOptions): boolean {
  return proofLook(before) !== proofLook(after);
}
