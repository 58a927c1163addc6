import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { designFromArtwork } from '../../../shared/design/artwork';
import { needsAcknowledgement } from '../../../shared/design/print-resolution';
import { type HoldReason, holdNoteText } from '../../../shared/orders/hold-reasons';
import { checkTransition, type OrderStatus } from '../../../shared/orders/status';
import type { StickerOptions } from '../../../shared/sticker';
import { orderItems } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError, notFound } from '../../domain/errors';
import { enqueueJob } from '../../job-contracts/enqueue';
import { orderProductionJob, productionSingletonKey } from '../../job-contracts/orders';
import { appFileUrl } from '../../providers/storage/keys';
import { pdfKeyOfStandIn } from '../pdf-art';
import { worstImageDpi } from '../production/image-resolution';
import type { DesignProof } from '../production/proof';
import type { CheckedUpload } from '../uploads';
import { itemFolder, replacementKeyFor } from './keys';
import { findOwnOrder, itemsOf, type OrderRow } from './read';
import { applyTransition, lockOrder, statusRefused, type TransitionResult } from './transitions';
import type { OrderActor, OrderDeps } from './types';

/**
 * The artwork hold, as print shops run it: the shop stops an order over its art with a reason; the
 * customer sends replacement art (checked like any upload, proofed by the production steps) or keeps
 * the art as it is, and approves; the order then goes back to the status it was held from. An order
 * left unanswered past its `hold_answer_by` is cancelled and refunded (expire-holds.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const busy = () => new DomainError('conflict', 'order_busy', 'The order is being changed by someone else. Please try again.');

/** How a replacement is proofed: drawn like the cart's proofs (the production steps) and stored with its facts. */
export interface ReplacementProofs {
  render(userId: string, designJson: string, options: StickerOptions): Promise<DesignProof>;
  /** Stores the proof; answers its key. */
  store(userId: string, options: StickerOptions, proof: DesignProof): Promise<string>;
}

export interface HoldInput {
  reasons: readonly HoldReason[];
  note?: string;
}

/** The shop stops the order: the note (presets in the order's language + free text), where it was, and the answer's deadline. */
export async function holdOrder(deps: OrderDeps, orderId: string, actor: OrderActor, input: HoldInput, options: { answerDays: number; now?: Date }): Promise<TransitionResult> {
  const now = options.now ?? new Date();
  return inTransaction(deps.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    const check = checkTransition(row.status, 'on_hold');
    if (check.kind === 'repeat') return { order: row, changed: false };
    if (check.kind === 'refused') throw statusRefused(check.reason);
    const note = holdNoteText(input.reasons, input.note, row.language);
    const result = await applyTransition(tx, row, {
      to: 'on_hold',
      actor,
      note,
      set: { holdNote: note, heldFrom: row.status, holdAnswerBy: new Date(now.getTime() + options.answerDays * DAY_MS) },
      now,
    });
    if (!result) throw busy();
    return result;
  });
}

function onHoldOrRefuse(row: OrderRow) {
  if (row.status !== 'on_hold') throw statusRefused('Only an order on hold waits for your artwork or approval.');
}

/**
 * Replacement art for one line while on hold: stored beside the line, made into a design of that image
 * alone (as upload-to-order does) and proofed at the line's options. The order stays on hold until the
 * customer approves this proof; a second replacement takes the place of the first.
 */
export async function replaceArtwork(
  deps: OrderDeps & { proofs: ReplacementProofs },
  orderId: string,
  itemId: string,
  userId: string,
  image: CheckedUpload,
): Promise<{ printDpi: number | null }> {
  onHoldOrRefuse(await findOwnOrder(deps.db, orderId, userId));
  const item = (await itemsOf(deps.db, orderId)).find((i) => i.id === itemId);
  if (!item) throw notFound('Order line not found.');
  const artKey = replacementKeyFor(userId, orderId, itemId, image.ext);
  const pdfKey = image.pdf ? pdfKeyOfStandIn(artKey) : null;
  const designKey = `${itemFolder(userId, orderId, itemId)}/replacement-design-${randomUUID()}.json`;
  const written: string[] = [];
  try {
    if (image.pdf && pdfKey) {
      await deps.storage.put(pdfKey, image.pdf.body, 'application/pdf');
      written.push(pdfKey);
    }
    await deps.storage.put(artKey, image.body, image.contentType);
    written.push(artKey);
    const designJson = JSON.stringify(designFromArtwork({ src: appFileUrl(artKey), width: image.width, height: image.height, name: 'replacement' }));
    await deps.storage.put(designKey, Buffer.from(designJson), 'application/json');
    written.push(designKey);
    const options = { ...item.options, quantity: item.quantity };
    const proof = await deps.proofs.render(userId, designJson, options);
    const proofKey = await deps.proofs.store(userId, options, proof);
    const printDpi = worstImageDpi(proof.warnings);
    await inTransaction(deps.db, async (tx) => {
      onHoldOrRefuse(await lockOrder(tx, orderId));
      await tx
        .update(orderItems)
        .set({ replacementKey: artKey, replacementDesignKey: designKey, replacementProofKey: proofKey, replacementPrintDpi: printDpi === null ? null : Math.round(printDpi) })
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
    });
    return { printDpi };
  } catch (error) {
    for (const key of written) await deps.storage.delete(key);
    throw error;
  }
}

/**
 * The customer's answer: the new proofs of replaced lines (or the art as it is) approved. Replaced lines
 * take their new design and proof (production makes their files again; a reorder repeats them) and the
 * order goes back to where it was held from — all in one transaction on the locked order.
 */
export async function approveHold(deps: OrderDeps, orderId: string, userId: string, note?: string | null): Promise<TransitionResult> {
  await findOwnOrder(deps.db, orderId, userId);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockOrder(tx, orderId);
    onHoldOrRefuse(row);
    const replaced = await tx
      .select({ id: orderItems.id, designKey: orderItems.replacementDesignKey, proofKey: orderItems.replacementProofKey, dpi: orderItems.replacementPrintDpi })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.replacementDesignKey)));
    for (const line of replaced) {
      await tx
        .update(orderItems)
        .set({
          designKey: line.designKey as string,
          proofKey: line.proofKey,
          replacementDesignKey: null,
          replacementProofKey: null,
          // Approving a soft proof is printing it anyway: the shop sees the DPI that was accepted.
          lowResolutionAcceptedDpi: line.dpi !== null && needsAcknowledgement(line.dpi) ? line.dpi : null,
          productionKeys: null,
          productionStatus: 'waiting',
          productionWarnings: [],
          productionFailure: null,
        })
        .where(eq(orderItems.id, line.id));
    }
    const back: OrderStatus = row.heldFrom === 'in_production' ? 'in_production' : 'paid';
    const answer = replaced.length ? `New artwork approved (${replaced.length} ${replaced.length === 1 ? 'line' : 'lines'})` : 'Artwork approved as it is';
    const result = await applyTransition(tx, row, {
      to: back,
      actor: { kind: 'customer', id: userId },
      note: [answer, note].filter(Boolean).join(' · '),
      set: { heldFrom: null, holdAnswerBy: null },
    });
    if (!result) throw busy();
    if (replaced.length) await enqueueJob(tx, orderProductionJob, { orderId }, { singletonKey: productionSingletonKey(orderId) });
    return result;
  });
}
