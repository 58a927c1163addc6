import { PDFDocument, PDFHexString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { checkUpload, type UploadAccepts } from './check';
import { artFixture } from './fixtures-art.testkit';

const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };

async function refusal(buf: Buffer, accepts: UploadAccepts = {}): Promise<DomainError> {
  const err = await checkUpload(buf, limits, accepts).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

/** The first bytes of an iPhone photo: an ISO-BMFF 'ftyp' box of brand heic. */
const HEIC_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);

/** A PDF whose standard security handler wants a password the file does not carry. */
async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  const ctx = doc.context;
  const id = PDFHexString.of('0123456789abcdef0123456789abcdef');
  ctx.trailerInfo.Encrypt = ctx.register(ctx.obj({ Filter: 'Standard', V: 1, R: 2, O: PDFHexString.of('a'.repeat(64)), U: PDFHexString.of('b'.repeat(64)), P: -4 }));
  ctx.trailerInfo.ID = ctx.obj([id, id]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

describe('print and photo formats', () => {
  it('refuses EPS with 415, naming what to send instead', async () => {
    const eps = artFixture('tk-pwrd-logo.eps');
    const plain = await refusal(eps);
    expect([plain.kind, plain.code]).toEqual(['unsupported_type', 'unsupported_eps']);
    expect(plain.message).toBe('EPS files cannot be printed from here. Save the art as SVG or PNG and upload that.');
    // Where PDF art is accepted, PDF is the first suggestion.
    const art = await refusal(eps, { pdf: true });
    expect(art.code).toBe('unsupported_eps');
    expect(art.message).toContain('Save the art as PDF');
    // DOS EPS: the binary header Windows tools write.
    expect((await refusal(Buffer.concat([Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]), eps]))).code).toBe('unsupported_eps');
  });

  it('refuses HEIC with 415, naming JPEG and PNG', async () => {
    const err = await refusal(HEIC_HEAD, { pdf: true });
    expect([err.kind, err.code]).toEqual(['unsupported_type', 'unsupported_heic']);
    expect(err.message).toMatch(/^HEIC photos cannot be uploaded\. Save the photo as JPEG or PNG/);
  });

  it('accepts an Illustrator file saved with PDF compatibility as PDF art: a stand-in PNG beside the PDF as sent', async () => {
    const ai = artFixture('requests-logo.ai');
    const checked = await checkUpload(ai, limits, { pdf: true });
    expect(checked).toMatchObject({ type: 'png', contentType: 'image/png', ext: 'pdf.png', width: 1638, height: 2048 });
    expect(checked.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(checked.pdf?.body).toBe(ai);
    // The artboard is 1024 × 1280 pt: 14.22 × 17.78 in.
    expect(checked.pdf?.widthIn).toBeCloseTo(1024 / 72, 5);
    expect(checked.pdf?.heightIn).toBeCloseTo(1280 / 72, 5);
  });

  it('refuses PDFs where they are not accepted, as before', async () => {
    const err = await refusal(artFixture('requests-logo.ai'));
    expect(err.message).toBe('Only PNG, JPEG, WebP, GIF and SVG images can be uploaded.');
    expect((await refusal(Buffer.from('just text'), { pdf: true })).message).toBe('Only PNG, JPEG, WebP, GIF, SVG and PDF files can be uploaded.');
  });

  it('refuses a password-protected PDF and a damaged one with 422 and a message saying what to do', async () => {
    const locked = await refusal(await encryptedPdf(), { pdf: true });
    expect([locked.kind, locked.code]).toEqual(['unprocessable', 'pdf_encrypted']);
    expect(locked.message).toBe('The PDF is protected by a password. Save it without a password, or send the art as SVG or PNG.');
    const damaged = await refusal(Buffer.from('%PDF-1.7\n1 0 obj <<'), { pdf: true });
    expect([damaged.kind, damaged.code]).toEqual(['unprocessable', 'pdf_invalid']);
    expect(damaged.message).toMatch(/^The PDF could not be read/);
  });

  it('refuses a page larger than 200 in', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([250 * 72, 72]);
    const err = await refusal(Buffer.from(await doc.save()), { pdf: true });
    expect(err.code).toBe('pdf_page_too_large');
  });
});
