import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type CustomOrderAcceptInput,
  type CustomOrderQuote,
  type CustomOrderQuoteInput,
  customOrderAcceptSchema,
  customOrderQuoteSchema,
  type StoredCustomOrderQuote,
} from '../../../shared/api/custom-order-quotes';
import { designFromArtwork } from '../../../shared/design/artwork';
import { isUuid } from '../../../shared/ids';
import { money, SHOP_CURRENCY } from '../../../shared/money';
import { salesTax, type TaxDestination } from '../../../shared/tax/tax';
import type { Db } from '../../db/client';
import { cartProofs, customOrderRequests, orders, user } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError, invalidInput, notFound } from '../../domain/errors';
import { check } from '../../domain/validation';
import { appFileUrl } from '../../providers/storage/keys';
import type { StoragePort } from '../../providers/storage/types';
import { type RenderProof, storeProof } from '../cart/proof';
import { readDesign } from '../designs';
import { createOrder } from '../orders/create';
import { MANUAL_PRICE_VERSION } from '../orders/manual';
import { orderTaxLine } from '../orders/order-lines';
import type { CheckedUpload } from '../uploads';

/**
 * A /custom-order request taken to payment: the shop quotes it (a sticker in the shop's vocabulary, a
 * price, a proof drawn by the production steps), the customer accepts the quote they saw with a shipping
 * address — it becomes an order waiting for payment, linked both ways — and pays it like any waiting order.
 */

type RequestRow = typeof customOrderRequests.$inferSelect;
export interface QuoteDeps {
  db: Db;
  storage: StoragePort;
}

const reference = (id: string) => id.slice(0, 8).toUpperCase();
const quoteFolder = (customerId: string, requestId: string) => `users/${customerId}/custom-orders/quotes/${requestId}`;

async function lockRequest(tx: Db, id: string): Promise<RequestRow> {
  const [row] = isUuid(id) ? await tx.select().from(customOrderRequests).where(eq(customOrderRequests.id, id)).for('update') : [];
  if (!row) throw notFound('No such custom-order request.');
  return row;
}

/**
 * The account the quote is for: the request's sender, or the verified account of its contact address
 * (a request sent as a guest). Without one there is nobody to pay: the customer signs up first.
 */
async function customerOf(db: Db, row: RequestRow): Promise<string> {
  if (row.userId) return row.userId;
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, row.contactEmail), eq(user.emailVerified, true)));
  if (!account) {
    throw new DomainError(
      'not_found',
      'customer_not_found',
      `No verified account has the e-mail address ${row.contactEmail} yet: ask the customer to sign up with it, then quote.`,
    );
  }
  return account.id;
}

/** Art the shop uploaded for a request's quote, stored with the customer's files (the proof and the print read it as theirs). */
export async function storeQuoteArt(deps: QuoteDeps, requestId: string, image: CheckedUpload): Promise<{ uploadKey: string; url: string; width: number; height: number }> {
  const [row] = isUuid(requestId) ? await deps.db.select().from(customOrderRequests).where(eq(customOrderRequests.id, requestId)) : [];
  if (!row) throw notFound('No such custom-order request.');
  const uploadKey = `${quoteFolder(await customerOf(deps.db, row), requestId)}/art-${randomUUID()}.${image.ext}`;
  await deps.storage.put(uploadKey, image.body, image.contentType);
  return { uploadKey, url: deps.storage.publicUrl(uploadKey), width: image.width, height: image.height };
}

/** The quote as the customer and the shop see it (the proof's facts read beside it, as the cart reads them). */
export async function quoteView(deps: QuoteDeps, row: RequestRow): Promise<CustomOrderQuote | null> {
  const quote = row.quote;
  if (!quote) return null;
  const [facts] = await deps.db.select({ facts: cartProofs.facts }).from(cartProofs).where(eq(cartProofs.key, quote.proofKey));
  return {
    requestId: row.id,
    reference: reference(row.id),
    description: row.description,
    status: row.status,
    revision: quote.revision,
    options: quote.options,
    quantity: quote.quantity,
    currency: SHOP_CURRENCY,
    priceCents: quote.priceCents,
    shippingMethod: quote.shippingMethod,
    shippingCents: quote.shippingCents,
    proofUrl: deps.storage.publicUrl(quote.proofKey),
    proofFacts: facts?.facts ?? null,
    message: quote.message,
    language: quote.language,
    quotedAt: quote.quotedAt,
    orderId: row.orderId,
  };
}

/** The design the quote prints: the shop's uploaded art alone (as upload-to-order makes it), or the customer's saved design. */
async function quoteDesignJson(deps: QuoteDeps, customerId: string, requestId: string, art: CustomOrderQuoteInput['art']): Promise<string> {
  if ('uploadKey' in art) {
    if (!art.uploadKey.startsWith(`${quoteFolder(customerId, requestId)}/art-`)) throw invalidInput('art: upload the art for this request first.');
    return JSON.stringify(designFromArtwork({ src: appFileUrl(art.uploadKey), width: art.width, height: art.height, name: 'quote art' }));
  }
  const { row, jsonText } = await readDesign(deps, { id: customerId, isAdmin: true }, art.designId);
  if (row.userId !== customerId) throw invalidInput('art.designId: this design belongs to another customer.');
  return jsonText;
}

/**
 * The shop quotes a request, or changes its quote (the revision grows, so a customer who saw the older
 * one is refused when accepting it). A quote already accepted as an order stands unless that order was cancelled.
 * Returns the request's contact and the quote, for the e-mail.
 */
export async function quoteCustomOrder(
  deps: QuoteDeps & { renderProof: RenderProof },
  requestId: string,
  input: CustomOrderQuoteInput,
  now = new Date(),
): Promise<{ contactEmail: string; name: string; quote: CustomOrderQuote }> {
  const valid = check(customOrderQuoteSchema, input);
  const [known] = isUuid(requestId) ? await deps.db.select().from(customOrderRequests).where(eq(customOrderRequests.id, requestId)) : [];
  if (!known) throw notFound('No such custom-order request.');
  const customerId = await customerOf(deps.db, known);
  const designJson = await quoteDesignJson(deps, customerId, requestId, valid.art);
  const options = { ...valid.options, quantity: valid.quantity };
  const proof = await deps.renderProof(customerId, designJson, options);
  const designKey = `${quoteFolder(customerId, requestId)}/design-${randomUUID()}.json`;
  await deps.storage.put(designKey, Buffer.from(designJson), 'application/json');
  const proofKey = await storeProof(deps, customerId, options, proof);
  const row = await inTransaction(deps.db, async (tx) => {
    const current = await lockRequest(tx, requestId);
    if (current.orderId) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, current.orderId));
      if (order && order.status !== 'cancelled') {
        throw new DomainError('conflict', 'quote_accepted', `The customer accepted this quote as order ${reference(current.orderId)}: cancel that order before quoting again.`, {
          orderId: current.orderId,
        });
      }
    }
    const quote: StoredCustomOrderQuote = {
      revision: (current.quote?.revision ?? 0) + 1,
      options: valid.options,
      quantity: valid.quantity,
      priceCents: valid.priceCents,
      shippingMethod: valid.shippingMethod,
      shippingCents: valid.shippingCents,
      designKey,
      proofKey,
      message: valid.message || null,
      language: valid.language,
      quotedAt: now.toISOString(),
    };
    const [updated] = await tx
      .update(customOrderRequests)
      .set({ quote, userId: customerId, orderId: null, status: 'quoted', updatedAt: now })
      .where(eq(customOrderRequests.id, requestId))
      .returning();
    return updated;
  });
  return { contactEmail: row.contactEmail, name: row.name, quote: (await quoteView(deps, row)) as CustomOrderQuote };
}

/** The customer's own quote (another user's request, or one not quoted yet, is not found). */
export async function quoteForCustomer(deps: QuoteDeps, requestId: string, userId: string): Promise<CustomOrderQuote> {
  const [row] = isUuid(requestId)
    ? await deps.db
        .select()
        .from(customOrderRequests)
        .where(and(eq(customOrderRequests.id, requestId), eq(customOrderRequests.userId, userId)))
    : [];
  const quote = row ? await quoteView(deps, row) : null;
  if (!quote) throw notFound('No quote found.');
  return quote;
}

/** The shop's view of a request's quote (null until quoted). */
export async function quoteForAdmin(deps: QuoteDeps, requestId: string): Promise<CustomOrderQuote | null> {
  const [row] = isUuid(requestId) ? await deps.db.select().from(customOrderRequests).where(eq(customOrderRequests.id, requestId)) : [];
  if (!row) throw notFound('No such custom-order request.');
  return quoteView(deps, row);
}

/**
 * The customer accepts the quote they saw (its revision) with where to ship: in one transaction on the
 * locked request, an order waiting for payment at the quoted figures (tax of the destination added),
 * linked both ways, and the request marked accepted. A quote accepted once is refused a second time
 * (`quote_accepted`, with the order); a quote changed since the customer saw it is refused (`quote_changed`).
 */
export async function acceptQuote(deps: QuoteDeps, requestId: string, userId: string, input: CustomOrderAcceptInput, now = new Date()): Promise<string> {
  const valid = check(customOrderAcceptSchema, input);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockRequest(tx, requestId);
    const quote = row.userId === userId ? row.quote : null;
    if (!quote) throw notFound('No quote found.');
    if (row.orderId) throw new DomainError('conflict', 'quote_accepted', 'You have already accepted this quote.', { orderId: row.orderId });
    if (quote.revision !== valid.revision) {
      throw new DomainError('conflict', 'quote_changed', 'The shop changed this quote since you opened it. Please check the new quote and accept it again.', {
        revision: quote.revision,
      });
    }
    const address = valid.shippingAddress;
    let taxLines: ReturnType<typeof orderTaxLine>[];
    try {
      const destination = { country: address.country, region: address.region } as TaxDestination;
      taxLines = salesTax(destination, money(quote.priceCents + quote.shippingCents, SHOP_CURRENCY), now).map(orderTaxLine);
    } catch {
      throw invalidInput('shippingAddress.region: please choose a province or state.');
    }
    const orderId = await createOrder(
      { db: tx, storage: deps.storage },
      {
        userId,
        lines: [
          {
            options: quote.options,
            quantity: quote.quantity,
            unitCents: Math.round(quote.priceCents / quote.quantity),
            lineCents: quote.priceCents,
            design: { storageKey: quote.designKey },
            proofKey: quote.proofKey,
          },
        ],
        shippingMethod: quote.shippingMethod,
        shippingCents: quote.shippingCents,
        taxLines,
        shippingAddress: address,
        priceVersionId: MANUAL_PRICE_VERSION,
        language: quote.language,
        customOrderRequestId: row.id,
        now,
      },
    );
    await tx.update(customOrderRequests).set({ orderId, status: 'accepted', updatedAt: now }).where(eq(customOrderRequests.id, row.id));
    return orderId;
  });
}
