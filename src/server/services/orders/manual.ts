import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type AdminManualOrderInput, adminManualOrderSchema } from '../../../shared/api/orders';
import { user } from '../../db/schema';
import { DomainError, invalidInput } from '../../domain/errors';
import { check } from '../../domain/validation';
import { readDesign } from '../designs';
import { createOrder } from './create';
import type { OrderDeps } from './types';

/** Price table version of orders priced by hand in the back office. */
export const MANUAL_PRICE_VERSION = 'manual';

/**
 * An order the shop takes outside the site (phone, e-mail, a replacement for a damaged parcel): a
 * customer's saved design, priced by the admin. The design is frozen like at checkout; its saved
 * preview, copied beside the order, is the proof. It starts pending payment: the customer pays it from
 * the order's page at the shop's prices (decision 71), or the admin records a payment taken outside (`paid`).
 */
export async function createManualOrder(deps: OrderDeps & { maxPixels: number }, adminId: string, input: AdminManualOrderInput): Promise<string> {
  const valid = check(adminManualOrderSchema, input);
  const [customer] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, valid.customerEmail));
  if (!customer) throw new DomainError('not_found', 'customer_not_found', `No customer has the e-mail address ${valid.customerEmail}.`);
  const { row, jsonText } = await readDesign(deps, { id: adminId, isAdmin: true }, valid.designId);
  if (row.userId !== customer.id) throw invalidInput('designId: this design belongs to another customer.');
  let document: unknown;
  try {
    document = JSON.parse(jsonText);
  } catch {
    throw new DomainError('unprocessable', 'design_invalid', 'The saved design cannot be read.');
  }
  // The proof: the design's saved preview, copied so it stays whatever happens to the design.
  const preview = row.previewKey ? await deps.storage.getBuffer(row.previewKey) : null;
  let proofKey: string | null = null;
  if (preview && row.previewKey) {
    const ext = row.previewKey.slice(row.previewKey.lastIndexOf('.') + 1) || 'png';
    proofKey = `users/${customer.id}/orders/manual-proofs/${randomUUID()}.${ext}`;
    await deps.storage.put(proofKey, preview, ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : 'image/png');
  }
  return createOrder(deps, {
    userId: customer.id,
    lines: [{ options: valid.options, quantity: valid.quantity, unitCents: valid.unitCents, design: { document }, sourceDesignId: row.id, proofKey }],
    shippingMethod: valid.shippingMethod,
    shippingCents: valid.shippingCents,
    taxLines: valid.taxLines,
    shippingAddress: valid.shippingAddress,
    priceVersionId: MANUAL_PRICE_VERSION,
    language: valid.language,
    placedBy: { kind: 'admin', id: adminId },
  });
}
