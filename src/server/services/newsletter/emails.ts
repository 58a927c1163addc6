import type { MailMessage } from '../../providers/mail/types';

/** The only mail an address gets before it confirms: a fixed text and the confirm link. */
export function confirmSubscriptionEmail(to: string, confirmUrl: string, language: string): MailMessage {
  const en = [
    'Hello,',
    '',
    'Someone asked to receive the Sticker Studio newsletter at this address. If it was you, confirm here:',
    confirmUrl,
    '',
    'The link works for 48 hours. If it was not you, ignore this e-mail: you will not hear from us.',
  ];
  const zh = ['有人申请用这个邮箱订阅 Sticker Studio 新闻通讯。如果是您本人，请点击上面的链接确认（48 小时内有效）；如果不是，请忽略此邮件，我们不会再联系您。'];
  return {
    to,
    subject:
      language === 'zh'
        ? '请确认订阅 Sticker Studio 新闻通讯 / Please confirm your newsletter subscription'
        : 'Please confirm your Sticker Studio newsletter subscription / 请确认订阅',
    text: [...en, '', ...zh].join('\n'),
  };
}

/** One issue to one confirmed subscriber, with the one-click unsubscribe link (RFC 8058 headers too). */
export function newsletterIssueEmail(input: { to: string; subject: string; text: string; html: string; unsubscribePageUrl: string; oneClickUrl: string }): MailMessage {
  const footer = `You receive this because you confirmed your subscription to the Sticker Studio newsletter. Unsubscribe with one click: ${input.unsubscribePageUrl}\n退订：${input.unsubscribePageUrl}`;
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.text}\n\n--\n${footer}`,
    html: `${input.html}<p style="font-size:12px;color:#6b7080">You receive this because you confirmed your subscription to the Sticker Studio newsletter. · 您收到此邮件，是因为您确认订阅了 Sticker Studio 新闻通讯。</p>`,
    layout: { unsubscribeUrl: input.unsubscribePageUrl },
    headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
