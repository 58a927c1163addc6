import type { SHOP_CURRENCY } from '../../../shared/money';
import type { InvoiceLanguage } from './invoice-labels';

/**
 * An invoice as the PDF prints it: what was sold, to whom, its taxes as they were charged, and the
 * shop's tax registration numbers. Built from an order (order-invoice.ts) or from a plan or credit
 * pack checkout (purchase-receipts.ts); drawn by invoice-pdf.ts.
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  amountCents: number;
}

export interface InvoiceDocument {
  /** The language of its labels (the order's; for a plan or a pack, the browser's). */
  language: InvoiceLanguage;
  /** The invoice's number (the order reference, or the checkout's). */
  number: string;
  /** What the customer knows it by ("Order 1A2B3C4D"). */
  subject: string;
  issuedOn: Date;
  currency: typeof SHOP_CURRENCY;
  seller: { name: string; website: string; gstHstNumber: string | null; qstNumber: string | null };
  billTo: { name: string; email: string | null };
  shipTo: string[] | null;
  lines: InvoiceLine[];
  subtotalCents: number;
  /** Null when the purchase ships nothing (a plan, a credit pack). */
  shipping: { label: string; amountCents: number } | null;
  /** As stored on the order when it was charged (label with its rate, amount). */
  taxLines: { label: string; amountCents: number }[];
  totalCents: number;
  refundedCents: number;
  paid: boolean;
}

/** The shop's name on every invoice. */
export const SHOP_NAME = 'Sticker Studio';
