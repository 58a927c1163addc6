import type { OrderLanguage } from '../../../shared/api/orders';
import { formatDeliveryDate } from '../../../shared/delivery/business-days';
import { trackingUrl } from '../../../shared/delivery/tracking';
import type { MailAttachment } from '../../providers/mail/types';

/**
 * What the order mails add after payment: the confirmation's delivery date and invoice (the PDF
 * attached, the account's copy linked), the shipped mail's link to the carrier's tracking page.
 */
const LOCALE: Record<OrderLanguage, string> = { en: 'en-CA', zh: 'zh-CN' };

export function arrivalLine(arrivesBy: string | null | undefined, language: OrderLanguage): string[] {
  if (!arrivesBy) return [];
  const date = formatDeliveryDate(arrivesBy, LOCALE[language]);
  return [language === 'zh' ? `预计送达：${date}之前。` : `Arrives by ${date}.`];
}

export function invoiceLine(invoiceUrl: string | null | undefined, language: OrderLanguage): string[] {
  if (!invoiceUrl) return [];
  return [language === 'zh' ? `发票（PDF）已附在本邮件中，也可随时下载：${invoiceUrl}` : `Your invoice (PDF) is attached; you can also download it any time: ${invoiceUrl}`];
}

export function trackingLinkLine(carrier: string | null, trackingNumber: string | null, language: OrderLanguage): string[] {
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return [];
  return [language === 'zh' ? `跟踪包裹：${url}` : `Track your parcel: ${url}`];
}

export function invoiceAttachment(reference: string, pdf: Uint8Array): MailAttachment {
  return { filename: `invoice-${reference}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) };
}
