import { z } from 'zod';
import { PLAN_IDS } from '../plans';

/** Answers of /api/payments (the contract: endpoints/payments.ts). */

export const checkoutResponseSchema = z.object({ checkoutId: z.string(), url: z.string() });

/** syncSubscriptionFromStripe (SPEC §7): never an error status; a failure is `ok: false` with its reason. */
export const syncResponseSchema = z.object({
  ok: z.boolean(),
  reason: z.enum(['timeout', 'provider_error']).optional(),
  checkoutsApplied: z.number().int(),
  subscription: z.string().nullable(),
});

export const billingResponseSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  testMode: z.boolean(),
  plan: z.enum(PLAN_IDS),
  /** The provider's subscription status, null when the user never subscribed. */
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** Stripe's customer portal is available (the user has a customer and the provider has one). */
  hasPortal: z.boolean(),
  savedDesigns: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});

export const urlResponseSchema = z.object({ url: z.string() });

export const testCheckoutResponseSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  mode: z.enum(['payment', 'subscription']),
  purpose: z.string(),
  items: z.array(z.object({ name: z.string(), amountCents: z.number().int(), currency: z.string(), quantity: z.number().int(), recurring: z.boolean() })),
  amountTotalCents: z.number().int(),
  currency: z.string(),
  declines: z.number().int(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});

export const testCheckoutActionResponseSchema = z.object({ status: z.enum(['open', 'complete', 'expired']), declined: z.boolean(), redirectUrl: z.string().nullable() });

/** One invoice of the account (billing page): a paid order, a plan's paid month or a credit pack. */
export const accountInvoiceSchema = z.object({
  kind: z.enum(['order', 'plan', 'pack']),
  /** The order's or the receipt's id. */
  id: z.string(),
  /** The invoice number printed on the PDF. */
  number: z.string(),
  /** The plan or pack id; null for an order. */
  item: z.string().nullable(),
  totalCents: z.number().int(),
  currency: z.string(),
  paidAt: z.string(),
  /** The PDF's address (same-origin, authorised by the session). */
  url: z.string(),
});

export const accountInvoicesResponseSchema = z.object({ invoices: z.array(accountInvoiceSchema) });
