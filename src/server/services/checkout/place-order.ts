import type { CheckoutRequest } from '../../../shared/api/payments';
import { specOf } from '../../../shared/sticker';
import { DomainError } from '../../domain/errors';
import { assertLibraryProduct } from '../cart/library-product';
import { proofIsBuyers, proofShows } from '../cart/proof-look';
import { type DesignRow, readDesign } from '../designs';
import { createOrder } from '../orders/create';
import { orderTaxLine } from '../orders/order-lines';
import { cartCheckoutRef } from '../orders/read';
import type { PricedOrderLine } from '../orders/types';
import { openCheckoutForKey, type StartedCheckout, startCheckout } from '../payments/checkouts';
import type { Buyer } from '../payments/purposes';
import type { CheckoutDeps, Locale } from './deps';
import { checkSnapshotBytes } from './limits';
import { checkoutLineResolution, type ResolutionMeasures } from './line-resolution';
import { type CartQuote, quoteCart } from './quote-cart';

type CartCheckoutRequest = Extract<CheckoutRequest, { purpose: 'order' }>;

/**
 * The cart becomes an order and its payment starts (decisions 37 and 74) — one workflow:
 * the cart's lines are validated and quoted again on the server, each design is frozen as the order's
 * snapshot, the order is created waiting for payment (one per checkout: its `checkout_ref` is the
 * buyer and the idempotency key), and payments is asked to charge that order. A retry with the same key
 * answers the checkout already open and does none of this again; the same key with another body
 * (`requestHash` differs) is refused.
 */
export async function placeOrder(deps: CheckoutDeps, buyer: Buyer, request: CartCheckoutRequest & { locale?: Locale }, requestHash: string): Promise<StartedCheckout> {
  const open = await openCheckoutForKey(deps.payments, buyer.id, request.idempotencyKey, requestHash);
  if (open) return open;
  // A guest's order is mailed to the address it gives (decision 88): without one there is nobody to tell.
  if (buyer.isGuest && !request.order.email)
    throw new DomainError('invalid', 'email_required', 'Please enter your e-mail address: we send the order and its link there.', { field: 'email' });
  const quote = await quoteCart(deps.payments, request.order);
  const lines = await snapshotLines(deps, buyer, request.order.lines, quote);
  const order = request.order;
  const total = quote.total;
  const orderId = await createOrder(
    { db: deps.payments.db, storage: deps.storage },
    {
      userId: buyer.id,
      lines,
      shippingMethod: order.shippingMethod,
      shippingCents: total.shipping.amountCents,
      taxLines: total.taxLines.map(orderTaxLine),
      shippingAddress: order.address,
      priceVersionId: String(total.priceVersion),
      language: order.language,
      contactEmail: buyer.isGuest ? order.email : null,
      checkoutRef: cartCheckoutRef(buyer.id, request.idempotencyKey),
    },
  );
  return startCheckout(
    deps.payments,
    buyer,
    { purpose: 'order', orderId, idempotencyKey: request.idempotencyKey, taxCalculationId: quote.taxCalculationId, locale: request.locale },
    requestHash,
  );
}

/**
 * Each line's design as the buyer's own saved design is now (its revision checked against the proof's),
 * priced as quoted, and refused when it prints under 150 DPI without the shopper's "print anyway". Each
 * distinct design is read once and its lines share the one document, so the order stores it once;
 * together the distinct designs must fit the checkout's snapshot bound.
 */
async function snapshotLines(deps: CheckoutDeps, buyer: Buyer, requested: CartCheckoutRequest['order']['lines'], quote: CartQuote): Promise<PricedOrderLine[]> {
  const designs = new Map<string, { row: DesignRow; jsonText: string; document: unknown }>();
  let snapshotBytes = 0;
  const measures: ResolutionMeasures = new Map();
  const lines: PricedOrderLine[] = [];
  for (const [lineIndex, line] of requested.entries()) {
    let design = designs.get(line.designId);
    if (!design) {
      const { row, jsonText } = await readDesign({ db: deps.payments.db, storage: deps.storage }, { id: buyer.id, isAdmin: false }, line.designId);
      snapshotBytes += Buffer.byteLength(jsonText, 'utf8');
      checkSnapshotBytes(snapshotBytes);
      design = { row, jsonText, document: JSON.parse(jsonText) as unknown };
      designs.set(line.designId, design);
    }
    const { row } = design;
    if (line.designRevision !== undefined && row.revision !== line.designRevision) {
      throw new DomainError('conflict', 'design_changed', `The design of line ${lineIndex + 1} was changed after its proof. Please add it to the cart again.`, { lineIndex });
    }
    if (line.proofKey && !(await proofIsBuyers(deps.payments.db, line.proofKey, buyer.id)))
      throw new DomainError('invalid', 'proof_not_yours', 'That proof is not one of yours.', { lineIndex });
    const q = quote.total.lines[lineIndex];
    if (line.proofKey && !(await proofShows(deps.payments.db, line.proofKey, q.options)))
      throw new DomainError('conflict', 'proof_outdated', `The proof of line ${lineIndex + 1} shows another size, cut or product than the one ordered. Please reload the cart.`, {
        lineIndex,
      });
    await assertLibraryProduct(deps.payments.db, q.options, row, lineIndex);
    const lowResolutionAcceptedDpi = await checkoutLineResolution(deps, buyer.id, { ...line, options: q.options }, design.jsonText, lineIndex, measures);
    lines.push({
      options: specOf(q.options),
      quantity: q.options.quantity,
      unitCents: q.unit.amountCents,
      lineCents: q.line.amountCents,
      design: { document: design.document },
      sourceDesignId: row.id,
      proofKey: line.proofKey ?? row.previewKey ?? null,
      lowResolutionAcceptedDpi,
    });
  }
  return lines;
}
