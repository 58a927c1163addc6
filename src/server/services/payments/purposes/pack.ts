import type { CheckoutRequest } from '../../../../shared/api/payments';
import { CREDIT_PACKS } from '../../../../shared/plans';
import { DomainError } from '../../../domain/errors';
import { grantCredits } from '../../credits';
import { recordPurchaseReceipt } from '../../invoices/purchase-receipts';
import { checkoutLanguageOf } from '../checkout-language';
import type { PurposeHandler } from './registry';

type PackRequest = Extract<CheckoutRequest, { purpose: 'pack' }>;

const packOf = (id: string) => {
  const pack = CREDIT_PACKS.find((p) => p.id === id);
  if (!pack) throw new DomainError('invalid', 'unknown_pack', 'There is no such credit pack.');
  return pack;
};

/** SPEC §9 credit packs: a paid one adds its credits to oneTimeCredits once, with a ledger `grant`, and its receipt. */
export const packPurpose: PurposeHandler<PackRequest> = {
  purpose: 'pack',
  async prepare(deps, _buyer, request) {
    const pack = packOf(request.packId);
    return {
      reference: pack.id,
      mode: 'payment',
      lineItems: [
        {
          priceId: deps.paymentsConfig.stripe.packPrices[pack.id],
          name: `${pack.credits} AI image credits`,
          amountCents: pack.price.amountCents,
          currency: pack.price.currency,
          quantity: 1,
        },
      ],
      metadata: { pack: pack.id },
      successPath: '/subscription?checkout=success',
      cancelPath: '/subscription?checkout=cancelled',
    };
  },
  async fulfil({ tx, checkout, session, now }) {
    const pack = packOf(checkout.reference);
    await grantCredits(tx, checkout.userId, { oneTimeCredits: pack.credits, reason: `credit pack ${pack.id} (checkout ${checkout.id})`, now });
    // Its receipt and invoice, mailed once (the checkout is fulfilled once).
    await recordPurchaseReceipt(tx, {
      userId: checkout.userId,
      kind: 'pack',
      source: `pack:${checkout.id}`,
      item: pack.id,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      paidAt: now,
      language: checkoutLanguageOf(session.metadata),
    });
  },
};
