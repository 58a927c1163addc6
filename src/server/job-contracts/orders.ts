import { z } from 'zod';
import { uuidSchema } from '../../shared/ids';
import { jobType } from './job-type';

/**
 * The orders' background jobs, declared apart from their handlers so the order services that enqueue
 * them (in the transaction of a status change) import no handler code.
 */

/** Renders a paid order's production files from its snapshots (jobs/order-production.ts). */
export const orderProductionJob = jobType('orders.production', z.object({ orderId: uuidSchema() }), { maxAttempts: 6, retryBaseMs: 30_000 });

/** Mails the customer about one change of their order, in the order's language (jobs/order-mail.ts). */
export const orderMailJob = jobType('orders.mail', z.object({ orderId: uuidSchema(), eventId: uuidSchema() }), { maxAttempts: 8, retryBaseMs: 60_000 });

export const productionSingletonKey = (orderId: string) => `order-production:${orderId}`;
export const mailSingletonKey = (eventId: string) => `order-mail:${eventId}`;

/**
 * Gives back a payment that arrived for an order already cancelled (the shopper cancelled, or the
 * checkout expired, while the payment page was open): enqueued once, in the webhook's transaction
 * (jobs/late-payment-refund.ts).
 */
export const latePaymentRefundJob = jobType(
  'orders.late-payment-refund',
  z.object({ orderId: uuidSchema(), paymentRef: z.string().min(1), amountCents: z.number().int().positive() }),
  { maxAttempts: 10, retryBaseMs: 60_000 },
);

export const latePaymentRefundKey = (paymentRef: string) => `late-payment-refund:${paymentRef}`;

/**
 * Records a paid order's Stripe Tax calculation as a Tax Transaction (what Stripe reports and files):
 * enqueued once, in the webhook's transaction, only when Stripe Tax priced the order (jobs/record-tax.ts).
 */
export const recordTaxJob = jobType('orders.record-tax', z.object({ orderId: uuidSchema(), calculationId: z.string().min(1).max(200) }), {
  maxAttempts: 10,
  retryBaseMs: 60_000,
});

export const recordTaxKey = (orderId: string) => `record-tax:${orderId}`;

/** Cancels orders left unpaid past their time and deletes their files (jobs/expire-unpaid-orders.ts); scheduled. */
export const expireUnpaidOrdersJob = jobType('orders.expire-unpaid', z.object({}), { maxAttempts: 3 });

/** Cancels and refunds orders whose artwork hold was not answered in time (jobs/expire-holds.ts); scheduled. */
export const expireHoldsJob = jobType('orders.expire-holds', z.object({}), { maxAttempts: 3 });
