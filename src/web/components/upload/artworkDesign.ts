import type { CutKind, CutShape } from '../../../shared/cutline';

export { type Artwork, designFromArtwork } from '../../../shared/design/artwork';

import { CUT_SHAPE_OF, MATERIAL_LOOK, PRODUCTS, type StickerOptions, sizeForPreset } from '../../../shared/sticker';
import type { ColourMode } from '../preview/colourModes';

/** The size the page starts at: 3 in on the longer side, the shop's most ordered size. */
const START_SIZE_IN = 3;

/** The first options offered: a 3 in die-cut in the image's proportions, white vinyl, 50 stickers. */
export function startingOptions(aspectRatio: number): StickerOptions {
  return { product: 'die-cut', ...sizeForPreset(START_SIZE_IN, aspectRatio), shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };
}

/** How the preview draws the chosen options: the cut shape and kind, the material's look, the longer side. */
export function previewOfOptions(options: StickerOptions): { shape: CutShape; kind: CutKind; mode: ColourMode; sizeIn: number } {
  return {
    shape: CUT_SHAPE_OF[options.shape],
    // A product that leaves the cut to the design is shown die-cut, the design's default.
    kind: PRODUCTS[options.product].cutKind ?? 'die',
    mode: MATERIAL_LOOK[options.material],
    sizeIn: Math.max(options.widthIn, options.heightIn),
  };
}
