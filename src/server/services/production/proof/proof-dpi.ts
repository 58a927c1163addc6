/**
 * The resolution a proof is rendered at. The proof runs the production file's own steps (render, cut,
 * vinyl trace), but the shopper sees it at most PROOF_LONG_SIDE_PX wide: rendering a 24 in proof at print
 * resolution (7,200 px a side) cost tens of seconds and up to 1.4 GB for a picture of 1,000 px. So a
 * proof's render has at most PROOF_RENDER_PX on the ordered size's longer side, and never more than the
 * print's 300 DPI: up to 8 in it IS the print's render, pixel for pixel; 12 in is 200 DPI, 24 in 100 DPI.
 * What the proof states stays the print's (decision 92): image resolutions are measured on the images'
 * own pixels, the cut traced at proof resolution stays within a proof pixel of the print's.
 */
import { PRINT_DPI } from '../artwork';

/** Pixels on the longer side of the ordered size a proof is rendered with, at most. */
export const PROOF_RENDER_PX = 2400;

export function proofDpi(sizeIn: number): number {
  return Math.min(PRINT_DPI, PROOF_RENDER_PX / sizeIn);
}
