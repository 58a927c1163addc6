import type { MailMessage } from '../../providers/mail/types';

// Bilingual plain messages: the recipient's language is not known when the mail is sent.
export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail for Sticker Studio / 验证您的 Sticker Studio 邮箱',
    text: `Welcome to Sticker Studio!\n\nPlease confirm your e-mail address by opening this link:\n${url}\n\n欢迎使用 Sticker Studio！请打开上面的链接验证您的邮箱地址。\n\nIf you did not sign up, you can ignore this message.`,
  };
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Sticker Studio password / 重置您的 Sticker Studio 密码',
    text: `Someone asked to reset the password of your Sticker Studio account.\n\nTo choose a new password, open this link:\n${url}\n\n如需重置密码，请打开上面的链接。\n\nIf this was not you, you can ignore this message.`,
  };
}
