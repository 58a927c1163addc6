import { DomainError } from '../../domain/errors';

/** Why a PDF cannot be used as art; each has its own message (pdfArtRefusal) and web text (uploadPricing.errors). */
export type PdfArtProblem = 'pdf_invalid' | 'pdf_encrypted' | 'pdf_page_too_large' | 'pdf_too_slow';

export class PdfArtError extends Error {
  constructor(readonly code: PdfArtProblem) {
    super(code);
    this.name = 'PdfArtError';
  }
}

const MESSAGES: Record<PdfArtProblem, string> = {
  pdf_invalid: 'The PDF could not be read. It may be damaged or incomplete: export it again, or send the art as SVG or PNG.',
  pdf_encrypted: 'The PDF is protected by a password. Save it without a password, or send the art as SVG or PNG.',
  pdf_page_too_large: 'The PDF page is larger than 200 in. Send the art on a page of the sticker’s size, or as SVG or PNG.',
  pdf_too_slow: 'The PDF page took too long to draw. Simplify the art (flatten effects), or send it as SVG or PNG.',
};

/** The 422 an upload answers for a PDF it cannot use. */
export const pdfArtRefusal = (error: PdfArtError) => new DomainError('unprocessable', error.code, MESSAGES[error.code]);
