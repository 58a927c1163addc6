export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. the newsletter's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** The mail port: the outbox (default) or SMTP. */
export interface MailPort {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
