import type { OutboxMail } from '../../src/server/providers/mail/outbox';

/** The newest message to an address and the first link in it. */
export async function lastMailTo(mail: OutboxMail, to: string) {
  const message = (await mail.list()).find((m) => m.to === to);
  if (!message) throw new Error(`No mail to ${to}`);
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  return { message, link };
}
