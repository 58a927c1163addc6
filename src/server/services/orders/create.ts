import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shippingAddressSchema, taxLineSchema } from '../../../shared/api/orders';
import { uuidSchema } from '../../../shared/ids';
import { SHIPPING_METHODS, stickerOptionsSchema, stickerSpecSchema } from '../../../shared/sticker';
import { orderEvents, orderItems, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { check } from '../../domain/validation';
import { designSnapshotKey } from './keys';
import type { NewOrder, OrderDeps } from './types';

const cents = z.number().int().min(0).max(100_000_000);
/** The checkout's figures are checked again here: a programming error must not become a wrong order. */
const newOrderSchema = z.object({
  userId: z.string().min(1),
  lines: z
    .array(
      z.object({
        options: stickerSpecSchema,
        quantity: stickerOptionsSchema.shape.quantity,
        unitCents: cents,
        lineCents: cents.optional(),
        design: z.union([z.object({ document: z.unknown() }), z.object({ storageKey: z.string().min(1) })]),
        sourceDesignId: z.string().nullish(),
        proofKey: z.string().min(1).nullable(),
        lowResolutionAcceptedDpi: z.number().int().min(0).nullish(),
      }),
    )
    .min(1)
    .max(50),
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingCents: cents,
  taxLines: z.array(taxLineSchema).max(4),
  shippingAddress: shippingAddressSchema,
  priceVersionId: z.string().min(1).max(100),
  language: z.enum(['en', 'zh']),
  contactEmail: z.string().email().max(254).nullish(),
  checkoutRef: z.string().min(1).max(200).nullish(),
  reorderOf: uuidSchema().nullish(),
  placedBy: z.object({ kind: z.enum(['customer', 'admin', 'system']), id: z.string().nullable() }).optional(),
  now: z.date().optional(),
});

/**
 * Creates an order, pending payment, from lines the checkout already priced on the server. Design
 * documents are written to storage first (each distinct one once: see `designSnapshotKey`), then the order, its items and the
 * first timeline entry in one transaction. With a `checkoutRef`, a second call for the same checkout
 * returns the first order (the success page and the webhook may race). Returns the order's id.
 */
export async function createOrder(deps: OrderDeps, input: NewOrder): Promise<string> {
  const valid = check(newOrderSchema, input);
  const now = valid.now ?? new Date();
  if (valid.checkoutRef) {
    const existing = await orderIdForCheckout(deps, valid.checkoutRef);
    if (existing) return existing;
  }
  const orderId = randomUUID();
  const items: (typeof orderItems.$inferInsert)[] = [];
  const snapshots = snapshotWriter(deps, valid.userId, orderId);
  for (const [position, line] of valid.lines.entries()) {
    const itemId = randomUUID();
    const designKey = 'storageKey' in line.design ? line.design.storageKey : await snapshots.keyFor(line.design.document);
    items.push({
      id: itemId,
      orderId,
      position,
      designKey,
      sourceDesignId: line.sourceDesignId ?? null,
      options: line.options,
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: line.lineCents ?? line.unitCents * line.quantity,
      proofKey: line.proofKey,
      lowResolutionAcceptedDpi: line.lowResolutionAcceptedDpi ?? null,
    });
  }
  const subtotalCents = items.reduce((sum, item) => sum + item.lineCents, 0);
  const taxCents = valid.taxLines.reduce((sum, tax) => sum + tax.amountCents, 0);

  const created = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId: valid.userId,
        status: 'pending_payment',
        priceVersionId: valid.priceVersionId,
        subtotalCents,
        shippingCents: valid.shippingCents,
        taxCents,
        totalCents: subtotalCents + valid.shippingCents + taxCents,
        taxLines: valid.taxLines,
        shippingMethod: valid.shippingMethod,
        shippingAddress: valid.shippingAddress,
        language: valid.language,
        contactEmail: valid.contactEmail ?? null,
        checkoutRef: valid.checkoutRef ?? null,
        reorderOf: valid.reorderOf ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.checkoutRef })
      .returning({ id: orders.id });
    if (!row) return null;
    await tx.insert(orderItems).values(items);
    await tx.insert(orderEvents).values({
      id: randomUUID(),
      orderId,
      fromStatus: null,
      toStatus: 'pending_payment',
      actorKind: valid.placedBy?.kind ?? 'customer',
      actorId: valid.placedBy ? valid.placedBy.id : valid.userId,
      note: valid.reorderOf ? `Reorder of ${valid.reorderOf.slice(0, 8).toUpperCase()}` : null,
      at: now,
    });
    return row.id;
  });
  if (created) return created;
  // Another call created the order of this checkout meanwhile: that one stands, our snapshots go.
  for (const key of snapshots.written()) await deps.storage.delete(key);
  return (await orderIdForCheckout(deps, valid.checkoutRef as string)) as string;
}

/**
 * Writes an order's design snapshots, each distinct content once. The same document object (lines of
 * one design) is serialised once; different objects with the same JSON land on the same key.
 */
function snapshotWriter(deps: OrderDeps, userId: string, orderId: string) {
  const byDocument = new Map<unknown, string>();
  const written = new Set<string>();
  return {
    async keyFor(document: unknown): Promise<string> {
      const known = byDocument.get(document);
      if (known) return known;
      const json = Buffer.from(JSON.stringify(document), 'utf8');
      const key = designSnapshotKey(userId, orderId, createHash('sha256').update(json).digest('hex'));
      if (!written.has(key)) {
        await deps.storage.put(key, json, 'application/json');
        written.add(key);
      }
      if (document !== null && typeof document === 'object') byDocument.set(document, key);
      return key;
    },
    written: () => [...written],
  };
}

async function orderIdForCheckout(deps: OrderDeps, checkoutRef: string): Promise<string | null> {
  const [row] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutRef, checkoutRef));
  return row?.id ?? null;
}
