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

/** What the shop's mail layout needs to know besides the content (see providers/mail/html). */
export interface MailLayoutHints {
  /** The mail's language; a mail without one is bilingual (English, then Chinese). */
  language?: 'en' | 'zh';
  /** Where the recipient stops this kind of mail (newsletter, notifications): linked in the footer. */
  unsubscribeUrl?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part: the whole message, as every template writes it. */
  text: string;
  /**
   * The HTML body's content when the text alone cannot say it (images, markup); escaped by its author.
   * Without it the body is made from `text`. Either way it is sent inside the shop's layout.
   */
  html?: string;
  layout?: MailLayoutHints;
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
