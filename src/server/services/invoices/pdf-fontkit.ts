import { Readable } from 'node:stream';
import { create, type Font } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The font engine pdf-lib embeds custom fonts with: upstream `fontkit` (maintained), not pdf-lib's own
 * `@pdf-lib/fontkit` fork, whose subsetter writes a TrueType `loca` table in the wrong format and so
 * silently drops most glyphs of a Chinese subset (they extract as text but print blank; decision 105).
 * pdf-lib reads a subset through `encodeStream()`, which upstream replaced by `encode()`; this adds
 * it back as a one-chunk stream. Everything else pdf-lib calls has the same shape in both.
 */
export const pdfFontkit: PdfLibFontkit = {
  create(bytes, postscriptName) {
    const font = create(Buffer.from(bytes), postscriptName);
    if (!('createSubset' in font)) throw new Error('A font collection cannot be embedded; name one of its fonts.');
    const createSubset = font.createSubset.bind(font);
    const withStream: Font = Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()], { objectMode: true }) });
      },
    });
    // The two type packages describe the same object; pdf-lib's names only what it uses.
    return withStream as unknown as ReturnType<PdfLibFontkit['create']>;
  },
};
