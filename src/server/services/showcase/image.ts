import sharp from 'sharp';
import type { DesignDocument } from '../../../shared/design';
import { productionFileFromDocument } from '../production/design-production';
import { fontsForOwner, type PrintFonts } from '../production/print-fonts';

/** A showcase picture: WebP with its transparency, at most this many pixels on its longer side. */
export const SHOWCASE_IMAGE_SIDE = 720;
/** Rendered as a sticker this long (inches) at 300 DPI, then scaled down: crisp edges, a real cut border. */
const RENDER_SIZE_IN = 2.6;

export interface ShowcaseImage {
  body: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** `ownerId`: whose uploaded fonts the design may use. */
export type RenderShowcaseImage = (doc: DesignDocument, ownerId: string) => Promise<ShowcaseImage>;

/**
 * The picture is the production pipeline's own sticker PNG (decision 45: the same render as the cart's
 * proof and the shop's files, so the showcase shows what an order prints), at a web size.
 */
export function showcaseImageRenderer(fonts?: PrintFonts): RenderShowcaseImage {
  return async (doc, ownerId) => {
    const made = await productionFileFromDocument(doc, { sizeIn: RENDER_SIZE_IN, kind: 'sticker', file: 'png' }, fontsForOwner(fonts, ownerId));
    return toWebImage(made.body);
  };
}

export async function toWebImage(png: Buffer): Promise<ShowcaseImage> {
  const { data, info } = await sharp(png, { limitInputPixels: 40_000_000 })
    .resize(SHOWCASE_IMAGE_SIDE, SHOWCASE_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85, alphaQuality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { body: data, contentType: 'image/webp', width: info.width, height: info.height };
}
