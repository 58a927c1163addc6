/**
 * The shopper's proof of a design at an ordered size, drawn from the very steps that make the production
 * file (the same render, cut and vinyl trace), so what is approved is what is printed or cut: a picture
 * (sticker-proof.ts, vinyl-proof.ts) and the facts beside it (size as cut, pieces, marked parts), drawn
 * no finer than the proof needs (proof-dpi.ts).
 */
import type { ProofFacts } from '../../../../shared/api/proof-facts';
import { cutSettingsOf, type DesignDocument } from '../../../../shared/design';
import { type FontDeps, prepareForPrint, productionInput } from '../design-production';
import { readSticker, traceVinylCut } from '../index';
import type { DesignProductionRequest } from '../production-file';
import type { ProductionWarning } from '../types';
import { proofDpi } from './proof-dpi';
import { stickerProof } from './sticker-proof';
import { vinylProof } from './vinyl-proof';

export interface DesignProof {
  png: Buffer;
  facts: ProofFacts;
  /** The production file's own warnings (low resolution, thin lines, parts left out…). */
  warnings: ProductionWarning[];
}

/** The proof of `doc` at the request's size and cut, rendered at the proof's resolution (proof-dpi.ts). */
export async function proofFromDocument(doc: DesignDocument, request: DesignProductionRequest, fonts: FontDeps = {}): Promise<DesignProof> {
  const prepared = await prepareForPrint(doc, request, fonts, proofDpi(request.sizeIn));
  const input = productionInput(prepared, request);
  if (request.kind === 'vinyl') {
    const cut = await traceVinylCut(input);
    return { ...(await vinylProof(cut, request.vinylColour)), warnings: [...prepared.meta.warnings, ...cut.warnings] };
  }
  const sticker = await readSticker(input);
  const cutKind = request.cut?.kind ?? cutSettingsOf(doc).kind;
  return { ...(await stickerProof(sticker, cutKind)), warnings: [...prepared.meta.warnings, ...sticker.warnings] };
}
