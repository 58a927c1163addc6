/**
 * Every image format the app accepts (PNG, JPEG, WebP, AVIF, GIF, SVG) is in the print files: a design
 * holding one image of each is produced at an ordered size, and each image's colour is found where it
 * was placed in the PNG and in the PDF as a viewer draws it. An image the renderer cannot draw refuses
 * the file, naming the object, rather than printing the sticker without it.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignDocument, migrateDesign } from '../../../shared/design';
import { productionFromDocument } from './design-production';
import { rasterisePdf } from './pdf-raster.testkit';
import { ArtNotDrawableError } from './render/art-not-drawable';

const TILE = 200;
type Rgb = [number, number, number];

interface Sample {
  id: string;
  colour: Rgb;
  src: string;
}

/** A 48 × 48 image of one colour, encoded in `format` by libvips, as a data: URL. */
async function encoded(format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', [r, g, b]: Rgb): Promise<string> {
  const image = sharp({ create: { width: 48, height: 48, channels: 3, background: { r, g, b } } });
  const data = await image.toFormat(format, format === 'avif' || format === 'webp' || format === 'jpeg' ? { quality: 90 } : {}).toBuffer();
  return `data:image/${format};base64,${data.toString('base64')}`;
}

function svgImage([r, g, b]: Rgb): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" fill="rgb(${r},${g},${b})"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function design(samples: Sample[]): DesignDocument {
  const objects = samples.map((s, i) => ({
    id: s.id,
    type: 'Image',
    left: (i % 3) * TILE,
    top: Math.floor(i / 3) * TILE,
    width: 48,
    height: 48,
    scaleX: TILE / 48,
    scaleY: TILE / 48,
    src: s.src,
  }));
  const migrated = migrateDesign({ version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: 3 * TILE, height: 2 * TILE }, objects });
  if (!migrated.ok) throw new Error(migrated.error);
  return migrated.doc;
}

const near = (a: ArrayLike<number>, b: Rgb, tolerance: number) => b.every((v, i) => Math.abs(a[i] - v) <= tolerance);

describe('every accepted image format prints', () => {
  let samples: Sample[];
  beforeAll(async () => {
    samples = [
      { id: 'png', colour: [220, 30, 40], src: await encoded('png', [220, 30, 40]) },
      { id: 'jpeg', colour: [30, 160, 60], src: await encoded('jpeg', [30, 160, 60]) },
      { id: 'webp', colour: [40, 70, 200], src: await encoded('webp', [40, 70, 200]) },
      { id: 'avif', colour: [230, 200, 20], src: await encoded('avif', [230, 200, 20]) },
      { id: 'gif', colour: [200, 40, 200], src: await encoded('gif', [200, 40, 200]) },
      { id: 'svg', colour: [20, 190, 200], src: svgImage([20, 190, 200]) },
    ];
  });

  it('draws a PNG, a JPEG, a WebP, an AVIF, a GIF and an SVG image into the PNG and the PDF', async () => {
    const { files } = await productionFromDocument(design(samples), { sizeIn: 2, kind: 'sticker' });
    if (files.kind !== 'sticker') throw new Error('a sticker was asked for');
    expect(files.warnings.map((w) => w.code)).not.toContain('missing-images');
    // The page in workspace units (the SVG's viewBox) maps a tile's centre onto both rasters.
    const [vx, vy, vw, vh] = (/viewBox="([^"]+)"/.exec(files.svg)?.[1] ?? '').split(' ').map(Number);
    const png = await sharp(files.png).raw().toBuffer({ resolveWithObject: true });
    const pdf = await rasterisePdf(files.pdf, 150);
    const at = (raster: { width: number; height: number }, pixels: ArrayLike<number>, channels: number, wx: number, wy: number) => {
      const i = (Math.floor(((wy - vy) / vh) * raster.height) * raster.width + Math.floor(((wx - vx) / vw) * raster.width)) * channels;
      return Array.from({ length: 3 }, (_, k) => pixels[i + k]);
    };
    samples.forEach((sample, i) => {
      const [cx, cy] = [(i % 3) * TILE + TILE / 2, Math.floor(i / 3) * TILE + TILE / 2];
      // Lossy formats (JPEG, WebP, AVIF) may move a channel by a few levels.
      expect(at(png.info, png.data, png.info.channels, cx, cy), `${sample.id} in the PNG`).toSatisfy((p: number[]) => near(p, sample.colour, 12));
      expect(at(pdf, pdf.rgba, 4, cx, cy), `${sample.id} in the PDF`).toSatisfy((p: number[]) => near(p, sample.colour, 12));
    });
  });

  it('refuses to make a file without an image it cannot draw, naming the object', async () => {
    // A WebP cut short after its header, as an interrupted upload leaves it.
    const webp = Buffer.from(samples[2].src.split(',')[1], 'base64');
    const corrupt: Sample = { id: 'holiday-photo', colour: [0, 0, 0], src: `data:image/webp;base64,${webp.subarray(0, 24).toString('base64')}` };
    const refusal = await productionFromDocument(design([samples[0], corrupt]), { sizeIn: 2, kind: 'sticker' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(ArtNotDrawableError);
    expect(refusal.code).toBe('art_not_drawable');
    expect(refusal.objects).toEqual(['holiday-photo']);
    expect(refusal.message).toContain('holiday-photo');
  });
});
