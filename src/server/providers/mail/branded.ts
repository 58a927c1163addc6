import type { MailBrand } from './html/brand';
import { renderMailHtml } from './html/render';
import type { MailMessage, MailPort } from './types';

/**
 * Sends every message with an HTML part in the shop's layout beside its plain-text part, so each
 * template writes its words once (as text, or as an escaped HTML fragment) and never the frame.
 */
export class BrandedMail implements MailPort {
  constructor(
    /** The port that delivers (the outbox or SMTP). */
    readonly inner: MailPort,
    private readonly brand: MailBrand,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  async send(message: MailMessage): Promise<void> {
    const { layout, ...rest } = message;
    await this.inner.send({ ...rest, html: await renderMailHtml(message, this.brand) });
  }

  async close(): Promise<void> {
    await this.inner.close?.();
  }
}
