import { z } from 'zod';
import { ORDER_LANGUAGES } from '../../shared/api/orders';
import { uuidSchema } from '../../shared/ids';
import { jobType } from './job-type';

/**
 * Mails the receipt of a plan's paid period or a credit pack, with its PDF invoice (jobs/receipt-mail.ts):
 * enqueued in the transaction that records the receipt, so one purchase is mailed once.
 */
export const purchaseReceiptMailJob = jobType(
  'payments.receipt-mail',
  // The language the customer bought in (a job queued without one is mailed in English).
  z.object({ receiptId: uuidSchema(), language: z.enum(ORDER_LANGUAGES).default('en') }),
  { maxAttempts: 8, retryBaseMs: 60_000 },
);

export const receiptMailKey = (receiptId: string) => `receipt-mail:${receiptId}`;
