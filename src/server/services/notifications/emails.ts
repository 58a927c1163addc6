import type { NotificationKind } from '../../../shared/community/notification-kinds';
import type { MailMessage } from '../../providers/mail/types';

/** What each kind says, in English and Chinese (the member's language is not stored, so both are sent). */
const TEXTS: Record<NotificationKind, { en: (actor: string) => string; zh: (actor: string) => string }> = {
  follow: { en: (a) => `${a} started following you`, zh: (a) => `${a} 关注了你` },
  like: { en: (a) => `${a} liked your design`, zh: (a) => `${a} 赞了你的设计` },
  comment: { en: (a) => `${a} commented on your design`, zh: (a) => `${a} 评论了你的设计` },
  reply: { en: (a) => `${a} replied to you`, zh: (a) => `${a} 回复了你` },
  mention: { en: (a) => `${a} mentioned you`, zh: (a) => `${a} 提到了你` },
};

export interface NotificationMail {
  to: string;
  kind: NotificationKind;
  actorName: string | null;
  /** The latest one's excerpt. */
  excerpt: string;
  /** How many notifications of this actor and item the mail collects (a digest when more than one). */
  count?: number;
  /** Absolute links: the thing that happened, and where the switches are. */
  link: string;
  settingsLink: string;
}

const NAME_MAX = 50;

/**
 * A member-chosen name as mail text: quoted, so it reads as a name and never as the shop's own words,
 * without quote marks or control characters of its own, and cut to a display name's length.
 */
export function quotedName(name: string): string {
  const clean = [
    ...name
      .replace(/[\p{Cc}\p{Cf}"“”„«»]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, NAME_MAX)
    .join('');
  return `“${clean || '?'}”`;
}

/** A short plain-text mail; the excerpt is quoted as text, never as markup. */
export function notificationEmail(mail: NotificationMail): MailMessage {
  const actor = mail.actorName === null ? 'Sticker Studio' : quotedName(mail.actorName);
  const text = TEXTS[mail.kind];
  const count = mail.count ?? 1;
  const times = count > 1 ? { en: ` (${count} times)`, zh: `（${count} 次）` } : { en: '', zh: '' };
  const quote = mail.excerpt ? `\n"${mail.excerpt}"\n` : '';
  return {
    to: mail.to,
    subject: `${text.en(actor)}${times.en} · ${text.zh(actor)}${times.zh}`,
    text: [
      `${text.en(actor)}${times.en}.`,
      quote,
      `See it: ${mail.link}`,
      '',
      `${text.zh(actor)}${times.zh}。`,
      `查看：${mail.link}`,
      '',
      `Choose which e-mails you get · 选择接收哪些邮件: ${mail.settingsLink}`,
    ].join('\n'),
    layout: { unsubscribeUrl: mail.settingsLink },
  };
}
