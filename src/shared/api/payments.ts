import { z } from 'zod';
import { uuidSchema } from '../ids';
import { PLAN_IDS } from '../plans';
import { orderCheckoutSchema } from './checkout';

/** Requests of /api/payments (decision 34). The answers are in payments.responses.ts. */

/** A client-made key (a UUID per click of a buy button): the same key returns the same checkout. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'An idempotency key is 8 to 80 letters, digits, _ or -.');

export const PACK_IDS = ['small', 'medium', 'large'] as const;

/**
 * POST /api/payments/checkout. Packs and plans go to their payment purposes as they are; 'order' (the
 * cart's lines, address and approval, decision 37) and 'order-payment' (an order waiting for payment,
 * decision 71) go to the checkout workflow in `src/server/services/checkout/`, which pays the order it
 * placed or repriced (decision 74).
 */
export const checkoutRequestSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('pack'), packId: z.enum(PACK_IDS), idempotencyKey: idempotencyKeySchema }),
  z.object({ purpose: z.literal('plan'), plan: z.enum(PLAN_IDS), idempotencyKey: idempotencyKeySchema }),
  z.object({ purpose: z.literal('order'), order: orderCheckoutSchema, idempotencyKey: idempotencyKeySchema }),
  // An order already made and waiting for payment (a reorder, an order the shop entered): decision 71.
  z.object({
    purpose: z.literal('order-payment'),
    orderId: uuidSchema('That is not an order.'),
    /** The total the shopper saw; when today's prices differ, the order is updated and the checkout refused. */
    expectedTotalCents: z.number().int().min(0),
    idempotencyKey: idempotencyKeySchema,
  }),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/payments/subscription/plan: upgrade or downgrade a running subscription. */
export const changePlanRequestSchema = z.object({ plan: z.enum(PLAN_IDS), idempotencyKey: idempotencyKeySchema });

/** POST /api/payments/subscription/cancel: cancel (true) or resume (false) at the period's end. */
export const cancelAtPeriodEndRequestSchema = z.object({ cancel: z.boolean(), idempotencyKey: idempotencyKeySchema });

export const testCheckoutActionSchema = z.enum(['pay', 'decline', 'abandon']);
