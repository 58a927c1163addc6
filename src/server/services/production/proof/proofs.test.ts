import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkPng, Canvas } from '../fixtures.testkit';
import { readSticker, traceVinylCut } from '../index';
import { PROOF_LONG_SIDE_PX } from './proof-svg';
import { stickerProof } from './sticker-proof';
import { vinylProof } from './vinyl-proof';

const RED = '#c8102e';
const at = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = 3 * (Math.round(y) * info.width + Math.round(x));
  return [data[i], data[i + 1], data[i + 2]];
};

describe('vinyl decal proof', () => {
  // At 4 in and 300 DPI: a disk (thick), a 1 px line (thinner than 2 mm) and a 2 px speck (too small to cut).
  const art = () => new Canvas(1200, 1200).disk(400, 400, 200).rect(700, 300, 1000, 301).rect(900, 900, 902, 902);

  it('is the traced cut in the vinyl colour, with the part left out ringed and the thin part named, as the cut file says', async () => {
    const cut = await traceVinylCut({ artwork: await artworkPng(art()), widthIn: 4, heightIn: 4, cutPath: '', kind: 'vinyl' });
    const { png, facts } = await vinylProof(cut, RED);
    // The disk and the line are the two pieces; 2.67 × 1.33 in of vinyl (200–1000 px by 200–600 px).
    expect(facts).toMatchObject({ made: 'vinyl', pieces: 2, widthIn: 2.67, heightIn: 1.33 });
    expect(facts.marks.filter((m) => m.kind === 'dropped')).toEqual([expect.objectContaining({ label: '1', xIn: 3, yIn: 3, widthIn: 0.007 })]);
    expect(facts.marks.filter((m) => m.kind === 'thin')).toEqual([expect.objectContaining({ label: 'T1', xIn: 2.83, yIn: 1 })]);
    // The cut file's own warnings count the same parts.
    expect(cut.warnings.map((w) => [w.code, w.values?.count])).toEqual(
      expect.arrayContaining([
        ['vinyl-dropped', 1],
        ['thin-lines', 1],
      ]),
    );
    // The page is the weeding box (the vinyl plus 1/4 in); the disk's centre, 0.67 + 0.25 in in, is the vinyl's colour.
    const meta = await sharp(png).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(PROOF_LONG_SIDE_PX);
    const pxPerIn = (meta.width ?? 0) / (facts.widthIn + 0.5);
    expect(await at(png, (0.67 + 0.25) * pxPerIn, (0.67 + 0.25) * pxPerIn)).toEqual([200, 16, 46]);
  });

  it('refuses a colour the art has nothing of, with its own reason', async () => {
    const cut = await traceVinylCut({ artwork: await artworkPng(art()), widthIn: 4, heightIn: 4, cutPath: '', kind: 'vinyl', vinylColour: '#0033a0' });
    await expect(vinylProof(cut, '#0033a0')).rejects.toMatchObject({ code: 'vinyl_nothing_to_cut' });
  });
});

describe('sticker proof', () => {
  it('draws the cut in magenta over the print on a checkerboard, and counts the pieces the cut makes', async () => {
    const size = 600;
    const square = (x0: number, y0: number, x1: number, y1: number) => `M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`;
    const input = { artwork: await artworkPng(new Canvas(size, size).rect(100, 100, 250, 500).rect(350, 100, 500, 500)), widthIn: 2, heightIn: 2, kind: 'sticker' as const };
    // Two islands cut apart: two stickers.
    const twoPieces = `${square(80, 80, 270, 520)} ${square(330, 80, 520, 520)}`;
    const { png, facts } = await stickerProof(await readSticker({ ...input, cutPath: twoPieces }), 'die');
    expect(facts).toMatchObject({ made: 'sticker', pieces: 2, fallsApart: true, widthIn: 1.47, heightIn: 1.47 });
    // The page starts 1/16 in (about 19 px) before the cut: the cut line runs there, and beyond the bleed is the checkerboard.
    const cutX = 1 / 16 / (2 / size);
    expect(await at(png, cutX, 300)).toEqual([255, 0, 255]);
    // Between the two stickers, outside both cuts and their bleed: the checkerboard's neutral grey.
    // (The proof is at print resolution here, one pixel a unit, and starts at x = 80 − cutX.)
    const [r, g, b] = await at(png, 300 - (80 - cutX), 300);
    expect([r, g, b]).toEqual([r, r, r]);
    expect(r).toBeGreaterThan(180);
    expect(r).toBeLessThan(240);
    // A kiss-cut of the same art is one piece whatever its contour.
    const kiss = await stickerProof(await readSticker({ ...input, cutPath: twoPieces, sheetPath: square(60, 60, 540, 540) }), 'kiss');
    expect(kiss.facts).toMatchObject({ pieces: 1, fallsApart: false });
  });
});
