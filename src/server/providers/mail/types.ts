/**
 * A file sent with the mail. An image shown in the HTML body is attached with a `cid` and referenced as
 * `cid:…`: files such as proofs are private (served only to their owner's session), so a mail cannot link them.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. the newsletter's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** The mail port: the outbox (default) or SMTP. */
export interface MailPort {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
