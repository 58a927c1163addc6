import type { CustomOrderQuote } from '../../../shared/api/custom-order-quotes';
import type { CustomOrderRequest } from '../../../shared/api/custom-orders';
import { catalogueText } from '../../../shared/i18n/catalogue-text';
import { formatMoney, money } from '../../../shared/money';
import { stickerLabelKey } from '../../../shared/sticker';
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

/**
 * The only mail an unproven contact address gets (so the form cannot relay spam): a fixed text and the link
 * that confirms the request. Nothing the sender typed — not even the name — is quoted.
 */
export function customOrderConfirmEmail(to: string, request: Pick<CustomOrderRequest, 'id'>, confirmUrl: string): MailMessage {
  const reference = request.id.slice(0, 8).toUpperCase();
  return {
    to,
    subject: `Please confirm your sticker request ${reference} / 请确认您的贴纸需求 ${reference}`,
    text: [
      'Hello,',
      '',
      `Someone asked Sticker Studio for a custom sticker quote (${reference}) and gave this e-mail address for the reply.`,
      'If it was you, confirm the request here and we will send you the details and start on it:',
      confirmUrl,
      '',
      'If it was not you, ignore this e-mail: nothing more will be sent to you about it.',
      '',
      `有人在 Sticker Studio 提交了定制贴纸需求（${reference}），并留下了这个邮箱地址。如果是您本人，请点击上面的链接确认；如果不是，请忽略此邮件，我们不会再就此联系您。`,
    ].join('\n'),
  };
}

/**
 * The shop's own notice of a new request, to the address SHOP_NOTIFY_EMAIL sets. It quotes
 * the request — it goes only to staff — and says whether the contact address is proven yet.
 */
export function customOrderShopEmail(request: CustomOrderRequest, to: string, adminUrl: string): MailMessage {
  const reference = request.id.slice(0, 8).toUpperCase();
  return {
    to,
    subject: `New custom sticker request ${reference} from ${request.name}`,
    text: [
      `A new custom sticker request (${reference}) arrived.`,
      '',
      `From: ${request.name} <${request.contactEmail}>${request.emailConfirmed ? '' : ' (address not confirmed yet: do not reply before it is)'}`,
      `Size: ${request.size}`,
      `Quantity: ${request.quantity}`,
      `Reference image: ${request.referenceImageUrl ? 'yes' : 'no'} · AI concepts: ${request.conceptImageUrls.length}`,
      '',
      request.description,
      '',
      `Open it in the back office: ${adminUrl}`,
    ].join('\n'),
  };
}

/** The shop's quote, in the language the admin chose: the sticker, the figures, and the page to see the proof and accept it. */
export function customOrderQuoteEmail(to: string, name: string, quote: CustomOrderQuote, quoteUrl: string): MailMessage {
  const amount = (cents: number) => formatMoney(money(cents, quote.currency), quote.language === 'zh' ? 'zh-CN' : 'en-CA');
  const size = `${quote.options.widthIn} × ${quote.options.heightIn} in`;
  const label = (key: string) => catalogueText(quote.language, key);
  const sticker = `${label(stickerLabelKey.product(quote.options.product))}, ${size}, ${label(stickerLabelKey.material(quote.options.material))}, × ${quote.quantity}`;
  const revised = quote.revision > 1;
  if (quote.language === 'zh') {
    return {
      to,
      subject: `${revised ? '报价已更新' : '您的贴纸报价'} ${quote.reference}`,
      text: [
        `${name}，您好：`,
        '',
        revised ? `我们更新了您的定制贴纸报价（${quote.reference}），之前的报价已失效。` : `您的定制贴纸报价（${quote.reference}）已准备好。`,
        `- 贴纸：${sticker}`,
        `- 价格：${amount(quote.priceCents)}，运费 ${amount(quote.shippingCents)}（税费按收货地址计算）`,
        quote.message ? `- 设计师留言：${quote.message}` : '',
        '',
        '查看样稿、确认并付款：',
        quoteUrl,
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
      layout: { language: 'zh' },
    };
  }
  return {
    to,
    subject: `${revised ? 'Your quote has changed' : 'Your sticker quote'} ${quote.reference}`,
    text: [
      `Hello ${name},`,
      '',
      revised ? `We changed the quote for your custom stickers (${quote.reference}); the earlier one no longer holds.` : `Your custom sticker quote (${quote.reference}) is ready.`,
      `- Stickers: ${sticker}`,
      `- Price: ${amount(quote.priceCents)}, shipping ${amount(quote.shippingCents)} (tax by the shipping address)`,
      quote.message ? `- From our designer: ${quote.message}` : '',
      '',
      'See the proof, approve it and pay here:',
      quoteUrl,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
    layout: { language: 'en' },
  };
}
