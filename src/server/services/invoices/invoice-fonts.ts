import { readFile } from 'node:fs/promises';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { pdfFontkit } from './pdf-fontkit';

/**
 * The fonts an invoice draws with. Latin text keeps Helvetica (a standard font: nothing embedded, the
 * invoice's familiar look); a run with a character Helvetica lacks (a name or address in Chinese, the
 * Chinese labels) is drawn in Noto Sans SC, embedded as a subset of only the glyphs that invoice uses
 * (decision 105). The bundled file covers GB 2312 plus Latin (scripts/fonts/build-invoice-cjk-font.mjs);
 * a character neither font has prints as "?" rather than failing the invoice.
 */

const CJK_FONT_FILE = new URL('../../assets/fonts/NotoSansSC-Invoice.ttf', import.meta.url);
let cjkFontBytes: Promise<Uint8Array> | null = null;
/** Read once per process: 2.4 MB that every Chinese invoice needs. */
const loadCjkFont = () => {
  cjkFontBytes ??= readFile(CJK_FONT_FILE).catch((error: unknown) => {
    cjkFontBytes = null;
    throw error;
  });
  return cjkFontBytes;
};

/** A text ready to draw: the font that has its characters and the characters to draw with it. */
export interface FontedText {
  font: PDFFont;
  text: string;
}

export interface InvoiceFonts {
  /** The font for `text` (bold where Helvetica can; the Chinese face has one weight). */
  pick(text: string, bold?: boolean): FontedText;
}

interface Face {
  font: PDFFont;
  characters: Set<number>;
}

const faceOf = (font: PDFFont): Face => ({ font, characters: new Set(font.getCharacterSet()) });
const drawable = (face: Face, text: string) => [...text].every((ch) => face.characters.has(ch.codePointAt(0) ?? 0));
/** Characters the face lacks, as "?" (pdf-lib throws on them). */
const withPlaceholders = (face: Face, text: string) => [...text].map((ch) => (face.characters.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
/** Helvetica's WinAnsi set has no typographic dashes worth the risk; a hyphen reads the same. */
const latin = (text: string) => text.replace(/[\u2013\u2014]/g, '-');

/**
 * Embeds Helvetica, and the Chinese face when any of `texts` needs it (an English invoice stays
 * without an embedded font file and as small as before).
 */
export async function embedInvoiceFonts(pdf: PDFDocument, texts: readonly string[]): Promise<InvoiceFonts> {
  const regular = faceOf(await pdf.embedFont(StandardFonts.Helvetica));
  const bold = faceOf(await pdf.embedFont(StandardFonts.HelveticaBold));
  const needsCjk = texts.some((text) => !drawable(regular, latin(text)));
  let cjk: Face | null = null;
  if (needsCjk) {
    pdf.registerFontkit(pdfFontkit);
    cjk = faceOf(await pdf.embedFont(await loadCjkFont(), { subset: true }));
  }
  return {
    pick(text, wantBold = false) {
      const helvetica = wantBold ? bold : regular;
      const asLatin = latin(text);
      if (!cjk || drawable(helvetica, asLatin)) return { font: helvetica.font, text: withPlaceholders(helvetica, asLatin) };
      return { font: cjk.font, text: withPlaceholders(cjk, text) };
    },
  };
}
