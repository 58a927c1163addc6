import { render } from '@react-email/components';
import type { MailMessage } from '../types';
import { BRAND, FONT, type MailBrand } from './brand';
import { MailLayout } from './MailLayout';
import { TextBody } from './text-body';

const PREVIEW_MAX = 120;

/** The inbox's one-line preview: the first sentence-like line of the text (a greeting alone says nothing). */
function previewOf(text: string): string {
  const lines = text.split('\n').map((l) => l.trim());
  const line = lines.find((l) => l.length > 24 && !/^https?:\/\//.test(l)) ?? lines.find((l) => l !== '') ?? '';
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
}

/** The message's HTML part: its own HTML content, or its text made HTML, inside the shop's layout. */
export async function renderMailHtml(message: MailMessage, brand: MailBrand): Promise<string> {
  const language = message.layout?.language;
  const body = message.html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: MailMessage.html is the template's own fragment, escaped by it
    <div style={{ fontFamily: FONT, fontSize: '15px', lineHeight: '24px', color: BRAND.text }} dangerouslySetInnerHTML={{ __html: message.html }} />
  ) : (
    <TextBody text={message.text} language={language} />
  );
  return render(
    <MailLayout brand={brand} language={language} preview={previewOf(message.text)} unsubscribeUrl={message.layout?.unsubscribeUrl}>
      {body}
    </MailLayout>,
  );
}
