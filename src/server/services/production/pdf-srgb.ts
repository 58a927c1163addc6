/**
 * Tags a print PDF's colours as sRGB, so a RIP converts them to its inks predictably instead of guessing
 * what "DeviceRGB" meant: the sRGB profile as an ICC stream, declared as the document's output intent
 * (/OutputIntents in the catalog) and returned as an ICCBased colour space for the art.
 */
import { type PDFDocument, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import { SRGB_CONDITION, SRGB_ICC_PROFILE } from './srgb-profile';

/** Adds the sRGB output intent to `doc`; returns `[/ICCBased <profile>]` for images drawn in sRGB. */
export function tagSrgb(doc: PDFDocument): PDFRef {
  const ctx = doc.context;
  const profile = ctx.register(ctx.flateStream(SRGB_ICC_PROFILE, { N: 3, Alternate: 'DeviceRGB' }));
  const intent = ctx.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: PDFString.of(SRGB_CONDITION),
    Info: PDFString.of(SRGB_CONDITION),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: profile,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), ctx.obj([intent]));
  return ctx.register(ctx.obj([PDFName.of('ICCBased'), profile]));
}
