import type { CustomOrderRequest } from '../../../shared/api/custom-orders';
import type { MailMessage } from '../../providers/mail/types';

/** The customer's copy of a /custom-order request, with what happens next (English and Chinese). */
export function customOrderReceivedEmail(request: CustomOrderRequest): MailMessage {
  const reference = request.id.slice(0, 8).toUpperCase();
  return {
    to: request.contactEmail,
    subject: `We received your sticker request ${reference} / 我们已收到您的贴纸需求 ${reference}`,
    text: [
      `Hello ${request.name},`,
      '',
      `Thank you for your custom sticker request (${reference}). What you asked for:`,
      `- Size: ${request.size}`,
      `- Quantity: ${request.quantity}`,
      `- Description: ${request.description}`,
      request.conceptImageUrls.length ? `- AI concepts attached: ${request.conceptImageUrls.length}` : '',
      '',
      'What happens next:',
      '1. A designer reviews your request within one business day.',
      '2. You receive a print-ready proof and a quote by e-mail.',
      '3. Approve the proof and we print and ship your stickers.',
      '',
      `感谢您提交定制贴纸需求（${reference}）。设计师会在一个工作日内查看，并通过邮件发送可印刷的样稿和报价；确认样稿后我们会印刷并寄出。`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}
