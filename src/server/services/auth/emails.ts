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

/**
 * Sent instead of a second account when someone signs up with a registered address (decision 93): the
 * sign-up answers the same either way, and only the address's owner learns it was tried.
 */
export function alreadyRegisteredEmail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have a Sticker Studio account / 您已有 Sticker Studio 账户',
    text: `Someone (probably you) tried to create a Sticker Studio account with this e-mail address, which already has one.\n\nSign in here ("Forgot password?" on that page sends a link to choose a new one):\n${signInUrl}\n\n有人（可能是您）尝试用此邮箱地址注册 Sticker Studio，但该地址已有账户。请用上面的链接登录；忘记密码可在该页点击“忘记密码？”。\n\nIf this was not you, you can ignore this message: nothing was changed.`,
  };
}
