import type { OrderLanguage } from '../../../shared/api/orders';
import { formatMoney, money, SHOP_CURRENCY } from '../../../shared/money';
import type { OrderStatus } from '../../../shared/orders/status';
import type { MailMessage } from '../../providers/mail/types';
import { orderReference } from './keys';
import { escapedWithLinks, type ProofMailLine, proofMailParts } from './proof-mail';
import { arrivalLine, invoiceAttachment, invoiceLine, trackingLinkLine } from './receipt-mail';

/**
 * The customer's mail about one change of their order, in the language they ordered in (the order
 * keeps it: a mail is sent later, by a job, when no browser is there to ask).
 */
export interface OrderMailFacts {
  to: string;
  name: string;
  language: OrderLanguage;
  orderId: string;
  from: OrderStatus | null;
  status: OrderStatus;
  note: string | null;
  totalCents: number;
  refundedCents: number;
  trackingNumber: string | null;
  trackingCarrier: string | null;
  holdNote: string | null;
  /** Until when the shop waits for the answer to a hold (told in the hold mail); then it cancels and refunds. */
  holdAnswerBy?: Date | null;
  /** The order's page on the site (/account/orders/:id; a guest's: /orders/:id with its signed link). */
  orderUrl: string;
  /** A guest's order: where to create an account with the order's address (it then owns the order). */
  signUpUrl?: string;
  /** The lines with their proofs, for the confirmation (it shows what will be printed). */
  lines?: ProofMailLine[];
  /** The date the stickers arrive by (YYYY-MM-DD), told in the confirmation. */
  arrivesBy?: string | null;
  /** The confirmation's PDF invoice, attached, and where the customer downloads it again. */
  invoice?: { pdf: Uint8Array; url: string } | null;
}

type Texts = { subject: string; lines: string[] };

const LOCALE: Record<OrderLanguage, string> = { en: 'en-CA', zh: 'zh-CN' };

/** The hold's answer deadline as the reader writes a date, on the shop's calendar (Toronto). */
const answerDay = (at: Date, language: OrderLanguage) => at.toLocaleDateString(LOCALE[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });

function english(f: OrderMailFacts, ref: string, amount: (cents: number) => string): Texts | null {
  switch (f.status) {
    case 'paid':
      return f.from === 'on_hold'
        ? { subject: `Order ${ref} is back in production`, lines: ['Thank you: we have what we need and your stickers are back in the print queue.'] }
        : {
            subject: `Order ${ref} confirmed`,
            lines: [`We have received your payment of ${amount(f.totalCents)}. Your stickers will be printed exactly as the proof you approved.`],
          };
    case 'on_hold':
      return {
        subject: `Action needed: order ${ref} is on hold`,
        lines: [
          'While preparing your stickers we found a problem with the artwork:',
          `  ${f.holdNote ?? f.note ?? ''}`,
          '',
          'On your order page you can:',
          '- upload a replacement image,',
          '- approve the artwork as it is, or',
          '- cancel the order (you will be refunded in full).',
          ...(f.holdAnswerBy ? ['', `Please answer by ${answerDay(f.holdAnswerBy, 'en')}: an order not answered by then is cancelled and refunded in full.`] : []),
        ],
      };
    case 'shipped':
      return {
        subject: `Order ${ref} has shipped`,
        lines: ['Your stickers are on their way.', f.trackingNumber ? `Tracking: ${f.trackingCarrier ?? ''} ${f.trackingNumber}`.replace('  ', ' ') : ''],
      };
    case 'delivered':
      return { subject: `Order ${ref} was delivered`, lines: ['Your stickers have been delivered. We hope you love them!'] };
    case 'cancelled':
      return {
        subject: `Order ${ref} is cancelled`,
        lines: ['Your order has been cancelled.', f.refundedCents > 0 ? `${amount(f.refundedCents)} will be returned to your card within 5–10 business days.` : ''],
      };
    case 'refunded':
      return {
        subject: `Refund for order ${ref}`,
        lines: [`We have refunded ${amount(f.refundedCents)} of your order. It reaches your card within 5–10 business days.`],
      };
    default:
      return null;
  }
}

function chinese(f: OrderMailFacts, ref: string, amount: (cents: number) => string): Texts | null {
  switch (f.status) {
    case 'paid':
      return f.from === 'on_hold'
        ? { subject: `订单 ${ref} 已恢复生产`, lines: ['谢谢！我们已收到所需内容，您的贴纸已重新进入印刷队列。'] }
        : { subject: `订单 ${ref} 已确认`, lines: [`我们已收到您支付的 ${amount(f.totalCents)}。您的贴纸将完全按照您确认的样稿印刷。`] };
    case 'on_hold':
      return {
        subject: `需要您处理：订单 ${ref} 已暂停`,
        lines: [
          '在准备您的贴纸时，我们发现图稿有以下问题：',
          `  ${f.holdNote ?? f.note ?? ''}`,
          '',
          '您可以在订单页面：',
          '- 上传替换图片，',
          '- 确认按原图印刷，或',
          '- 取消订单（全额退款）。',
          ...(f.holdAnswerBy ? ['', `请在 ${answerDay(f.holdAnswerBy, 'zh')} 之前答复：届时仍未答复的订单将被取消并全额退款。`] : []),
        ],
      };
    case 'shipped':
      return { subject: `订单 ${ref} 已发货`, lines: ['您的贴纸已寄出。', f.trackingNumber ? `物流单号：${f.trackingCarrier ?? ''} ${f.trackingNumber}` : ''] };
    case 'delivered':
      return { subject: `订单 ${ref} 已送达`, lines: ['您的贴纸已送达，希望您喜欢！'] };
    case 'cancelled':
      return { subject: `订单 ${ref} 已取消`, lines: ['您的订单已取消。', f.refundedCents > 0 ? `${amount(f.refundedCents)} 将在 5–10 个工作日内退回您的银行卡。` : ''] };
    case 'refunded':
      return { subject: `订单 ${ref} 退款`, lines: [`我们已为您的订单退款 ${amount(f.refundedCents)}，将在 5–10 个工作日内到账。`] };
    default:
      return null;
  }
}

/** The mail for a change, or null for a change the customer is not mailed about (in production). */
export function orderStatusEmail(f: OrderMailFacts): MailMessage | null {
  const ref = orderReference(f.orderId);
  const amount = (cents: number) => formatMoney(money(cents, SHOP_CURRENCY), LOCALE[f.language]);
  const texts = f.language === 'zh' ? chinese(f, ref, amount) : english(f, ref, amount);
  if (!texts) return null;
  const greeting = f.language === 'zh' ? `${f.name || '您好'}，您好：` : `Hello ${f.name || 'there'},`;
  const orderLink = f.language === 'zh' ? `查看订单：${f.orderUrl}` : `Your order: ${f.orderUrl}`;
  const signUp = f.signUpUrl
    ? f.language === 'zh'
      ? `用此邮箱创建账户，即可在账户中查看您的所有订单：${f.signUpUrl}`
      : `Create an account with this e-mail address to keep all your orders in one place: ${f.signUpUrl}`
    : '';
  const links = signUp ? [orderLink, '', signUp] : [orderLink];
  const signature = f.language === 'zh' ? '— Sticker Studio 团队' : '— The Sticker Studio team';
  const confirming = f.status === 'paid' && f.from !== 'on_hold';
  const receipt = [
    ...(confirming ? [...arrivalLine(f.arrivesBy, f.language), ...invoiceLine(f.invoice?.url, f.language)] : []),
    ...(f.status === 'shipped' ? trackingLinkLine(f.trackingCarrier, f.trackingNumber, f.language) : []),
  ];
  const body = [...texts.lines, ...receipt].filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''));
  const confirmation = confirming && f.lines?.length ? proofMailParts(f.lines, f.language) : null;
  const invoice = confirming && f.invoice ? [invoiceAttachment(ref, f.invoice.pdf)] : [];
  const text = [greeting, '', ...body, ...(confirmation?.text ?? []), '', ...links, '', signature].join('\n');
  const layout = { language: f.language };
  if (!confirmation) return { to: f.to, subject: texts.subject, text, layout, ...(invoice.length ? { attachments: invoice } : {}) };
  const paragraphs = (lines: string[]) => lines.filter((l) => l !== '').map((l) => `<p>${escapedWithLinks(l)}</p>`);
  const html = [...paragraphs([greeting, ...body]), confirmation.html, ...paragraphs([...links, signature])].join('\n');
  return { to: f.to, subject: texts.subject, text, html, layout, attachments: [...confirmation.attachments, ...invoice] };
}
