/**
 * A vinyl decal's proof: the one-colour cut exactly as the cut file traces it, filled with the chosen
 * vinyl's swatch on the checkerboard inside its weeding box, with every part the cut leaves out (too
 * small to cut) ringed in magenta and numbered 1, 2…, and every part thinner than 2 mm ringed in orange
 * and numbered T1, T2…, so the shopper sees before paying what the parcel will hold.
 */

import sharp from 'sharp';
import type { ProofFacts, ProofMark } from '../../../../shared/api/proof-facts';
import { toPathData } from '../../../../shared/cutline/smooth';
import { DomainError } from '../../../domain/errors';
import type { VinylCut } from '../index';
import { COUNTED_THIN } from '../thin-lines';
import { weedingBox } from '../vinyl-svg';
import type { PixelBox } from '../vinyl-trace';
import { labelText, marker, num, type ProofCanvas, proofCanvas, proofSvg, rasterise } from './proof-svg';

const DROPPED_COLOUR = '#e0007a';
const THIN_COLOUR = '#e07000';
/** What the decal is drawn in when no colour was chosen: the cut file's own black. */
const DEFAULT_VINYL = '#000000';

export async function vinylProof(cut: VinylCut, vinylColour: string | undefined): Promise<{ png: Buffer; facts: ProofFacts }> {
  const { art, decal, thin } = cut;
  if (!decal.bounds) throw new DomainError('unprocessable', 'vinyl_nothing_to_cut', 'This design has nothing in the chosen vinyl colour to cut.');
  const page = weedingBox(art, decal);
  const canvas = proofCanvas(page, 1 / page.scale);
  const unit = page.scale;
  const px = 1 / canvas.pxPerUnit;
  const toIn = (v: number) => Math.round((v / art.dpi) * 100) / 100;
  const centre = (b: PixelBox) => [((b.x0 + b.x1) / 2) * unit, ((b.y0 + b.y1) / 2) * unit] as const;
  const radius = (b: PixelBox) => (Math.max(b.x1 - b.x0, b.y1 - b.y0) / 2) * unit + 3 * px;
  // Parts left out are under 0.02 in: their size is kept to the thousandth.
  const fine = (v: number) => Math.round((v / art.dpi) * 1000) / 1000;
  const place = (b: PixelBox) => ({ widthIn: fine(b.x1 - b.x0), heightIn: fine(b.y1 - b.y0), xIn: toIn((b.x0 + b.x1) / 2), yIn: toIn((b.y0 + b.y1) / 2) });

  const sorted = <T extends { box: PixelBox }>(items: T[]) => [...items].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  const marks: ProofMark[] = [
    ...sorted(decal.dropped).map((d, i): ProofMark => ({ label: String(i + 1), kind: 'dropped', ...place(d.box) })),
    ...sorted(thin.found).map((t, i): ProofMark => ({ label: `T${i + 1}`, kind: 'thin', ...place(t.box), widthMm: Math.round(t.widthMm * 10) / 10 })),
  ];
  // Parts left out are too small to see: ringed. Thin parts are hatched where they are, labelled at their top.
  const rings = [
    ...sorted(decal.dropped).map((d, i) => {
      const [cx, cy] = centre(d.box);
      return marker(canvas, cx, cy, radius(d.box), String(i + 1), DROPPED_COLOUR);
    }),
    ...sorted(thin.found).map((t, i) => labelText(canvas, t.top.x * unit + 3 * px, t.top.y * unit - 3 * px, `T${i + 1}`, THIN_COLOUR)),
  ];
  const thinLayer = thin.parts ? await thinPixels(cut, canvas) : '';
  const path = toPathData(decal.subpaths, { scale: unit, offsetX: 0, offsetY: 0 });
  const body = [
    `<rect x="${num(page.x)}" y="${num(page.y)}" width="${num(page.w)}" height="${num(page.h)}" fill="none" stroke="#808080" stroke-width="${num(px)}" stroke-dasharray="${num(6 * px)} ${num(4 * px)}"/>`,
    // A hairline of grey keeps white or silver vinyl visible on the light squares.
    `<path d="${path}" fill="${vinylColour ?? DEFAULT_VINYL}" fill-rule="evenodd" stroke="#5a5a5a" stroke-width="${num(0.75 * px)}" stroke-opacity="0.6"/>`,
    thinLayer,
    ...rings,
  ].join('\n');
  const b = decal.bounds;
  return {
    png: await rasterise(proofSvg(canvas, body)),
    facts: {
      made: 'vinyl',
      widthIn: toIn(b.x1 - b.x0),
      heightIn: toIn(b.y1 - b.y0),
      pieces: decal.kept.filter((l) => !l.hole).length,
      fallsApart: false,
      marks,
    },
  };
}

/** Hatching stripes, proof pixels: a stripe this wide every STRIPE_EVERY pixels, so the vinyl's colour still shows between. */
const STRIPE = 3;
const STRIPE_EVERY = 8;

/**
 * The thin parts hatched in orange, scaled to the proof, as an image over the art (the art's pixel 0, 0
 * is workspace 0, 0).
 */
async function thinPixels({ art, thin }: VinylCut, canvas: ProofCanvas): Promise<string> {
  const gw = art.width + 2;
  const alpha = new Uint8Array(thin.grid.length);
  for (let i = 0; i < alpha.length; i++) if (thin.grid[i] === COUNTED_THIN) alpha[i] = 150;
  const unit = art.workspaceWidth / art.width;
  const w = art.width * unit;
  const h = art.height * unit;
  const size = { width: Math.max(1, Math.round(w * canvas.pxPerUnit)), height: Math.max(1, Math.round(h * canvas.pxPerUnit)) };
  const mask = await sharp(alpha, { raw: { width: gw, height: art.height + 2, channels: 1 } })
    .extract({ left: 1, top: 1, width: art.width, height: art.height })
    .resize(size.width, size.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let y = 0; y < size.height; y++) for (let x = 0; x < size.width; x++) if ((x + y) % STRIPE_EVERY >= STRIPE) mask[y * size.width + x] = 0;
  const png = await sharp({ create: { ...size, channels: 3, background: THIN_COLOUR } })
    .joinChannel(mask, { raw: { ...size, channels: 1 } })
    .png()
    .toBuffer();
  return `<image x="0" y="0" width="${num(w)}" height="${num(h)}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`;
}
