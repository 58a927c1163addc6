import { formatMoney, money, type SHOP_CURRENCY } from '../../../shared/money';
import type { MailMessage } from '../../providers/mail/types';
import { invoiceAttachment } from '../orders/receipt-mail';
import { INVOICE_LABELS, type InvoiceLanguage } from './invoice-labels';
import { type PurchaseReceipt, receiptDescription, receiptReference } from './purchase-receipts';

export interface PurchaseReceiptMailFacts {
  to: string;
  name: string;
  /** The language the customer bought in (the checkout's): the whole mail and its invoice are in it. */
  language: InvoiceLanguage;
  receipt: Pick<PurchaseReceipt, 'id' | 'kind' | 'item' | 'amountCents' | 'currency'>;
  invoiceNumber: string;
  /** The invoice as a PDF, attached. */
  pdf: Uint8Array;
  /** The billing page, which lists every invoice of the account. */
  billingUrl: string;
}

/**
 * The receipt of a plan's paid month or a credit pack, in one language as the order mails are: what
 * was paid and for what, the PDF invoice attached, and the billing page that lists every invoice.
 */
export function purchaseReceiptEmail(f: PurchaseReceiptMailFacts): MailMessage {
  const total = formatMoney(money(f.receipt.amountCents, f.receipt.currency as typeof SHOP_CURRENCY), INVOICE_LABELS[f.language].locale);
  const what = receiptDescription(f.receipt, f.language);
  const text =
    f.language === 'zh'
      ? [
          `${f.name || '您好'}，您好：`,
          '',
          `感谢您的付款：我们已收到 ${total}，用于${what}。发票 ${f.invoiceNumber}（PDF）已附在本邮件中。`,
          `查看您的全部发票：${f.billingUrl}`,
          '',
          '— Sticker Studio 团队',
        ]
      : [
          `Hello ${f.name || 'there'},`,
          '',
          `Thank you: we received ${total} for your ${what}. Invoice ${f.invoiceNumber} is attached (PDF).`,
          `All your invoices: ${f.billingUrl}`,
          '',
          '— The Sticker Studio team',
        ];
  return {
    to: f.to,
    subject: f.language === 'zh' ? `您的收据 ${f.invoiceNumber}` : `Your receipt ${f.invoiceNumber}`,
    text: text.join('\n'),
    layout: { language: f.language },
    attachments: [invoiceAttachment(receiptReference(f.receipt), f.pdf)],
  };
}
