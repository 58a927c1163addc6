/**
 * Quality of a removal against the ground truth. IoU compares the kept pixels (alpha ≥ 128 of 255) with
 * the pixels the subject covers more than half; edge error is the mean |alpha − coverage| over the pixels the
 * subject covers only partly (its anti-aliased edge).
 */
export function maskIoU(mask: Uint8Array, coverage: Float32Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < mask.length; i++) {
    const kept = mask[i] >= 128;
    const subject = coverage[i] > 0.5;
    if (kept && subject) both++;
    if (kept || subject) either++;
  }
  return either === 0 ? 1 : both / either;
}

export function edgeAlphaError(mask: Uint8Array, coverage: Float32Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    const c = coverage[i];
    if (c <= 0 || c >= 1) continue;
    sum += Math.abs(mask[i] / 255 - c);
    n++;
  }
  return n === 0 ? 0 : sum / n;
}
