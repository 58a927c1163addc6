import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailPort } from './types';

/** Sends through any SMTP server given as SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export class SmtpMail implements MailPort {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
