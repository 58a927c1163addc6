import sharp from 'sharp';

/** RGB of a proof pixel. */
type Rgb = [number, number, number];
const dist = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const hex = (h: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** Orange at 150/255 over the vinyl: how the proof paints parts thinner than 2 mm (vinyl-proof.ts). */
const over = (top: Rgb, alpha: number, under: Rgb): Rgb => top.map((c, i) => alpha * c + (1 - alpha) * under[i]) as Rgb;

/**
 * Compares a decal's proof with the production cut file, pixel by pixel: both are drawn on the same page
 * (the weeding box), so the production SVG's Decal layer, rasterised at the proof's size, must cover the
 * pixels the proof paints in the vinyl colour and leave the checkerboard free. Pixels on the cut's own edge
 * (anti-aliased in both) and the proof's markers and labels (white, pink, orange text) are not judged.
 * Answers the mismatches as a fraction of the vinyl's area, the share of the cut's pixels the proof paints
 * in the vinyl, and the share of all pixels that could be judged (a proof of anything else is mostly not).
 */
export async function proofMismatch(proofPng: Buffer, productionSvg: string, swatch: string): Promise<{ mismatch: number; painted: number; judged: number }> {
  const proof = await sharp(proofPng).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = proof.info;
  // The cut file alone (no weeding box), drawn black at the proof's pixel size.
  const cutOnly = productionSvg
    .replace(/width="[\d.]+in" height="[\d.]+in"/, `width="${width}" height="${height}" preserveAspectRatio="none"`)
    .replace(/<g id="WeedingBox"[\s\S]*?<\/g>/, '');
  const cut = await sharp(Buffer.from(cutOnly)).resize(width, height, { fit: 'fill' }).ensureAlpha().extractChannel(3).raw().toBuffer();
  const vinyl = hex(swatch);
  const thin = over(hex('#e07000'), 150 / 255, vinyl);
  let mismatched = 0;
  let vinylPx = 0;
  let judged = 0;
  let core = 0;
  let paintedCore = 0;
  const inCut = (x: number, y: number) => cut[y * width + x] >= 128;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const a = inCut(x, y);
      if (a) vinylPx++;
      // The cut's edge: a neighbour on the other side.
      if (inCut(x - 1, y) !== a || inCut(x + 1, y) !== a || inCut(x, y - 1) !== a || inCut(x, y + 1) !== a) continue;
      const i = 3 * (y * width + x);
      const px: Rgb = [proof.data[i], proof.data[i + 1], proof.data[i + 2]];
      const paintsVinyl = dist(px, vinyl) < 60 || dist(px, thin) < 60;
      if (a) core++;
      if (a && paintsVinyl) paintedCore++;
      const grey = Math.max(...px) - Math.min(...px) < 12 && px[0] >= 180 && px[0] <= 240;
      if (!paintsVinyl && !grey) continue; // a marker, a label or its halo
      judged++;
      if (a !== paintsVinyl) mismatched++;
    }
  }
  return { mismatch: mismatched / Math.max(1, vinylPx), painted: paintedCore / Math.max(1, core), judged: judged / ((width - 2) * (height - 2)) };
}

/**
 * Pixels of the proof in the vinyl's colour, and pixels in the artwork's own green (the proof's grey,
 * pink, orange and white never are): a full-colour proof of the masks would be half green.
 */
export async function proofColours(proofPng: Buffer, swatch: string): Promise<{ vinyl: number; green: number }> {
  const { data, info } = await sharp(proofPng).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const vinyl = hex(swatch);
  let inVinyl = 0;
  let green = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const px: Rgb = [data[i], data[i + 1], data[i + 2]];
    if (dist(px, vinyl) < 40) inVinyl++;
    else if (px[1] > px[0] + 40 && px[1] > px[2] + 40) green++;
  }
  return { vinyl: inVinyl, green };
}
