import type { CutKind, CutShape } from '../../../shared/cutline';
import { MAX_SIDE_IN, MIN_SIDE_IN, materialOfLook, needsEqualSides, roundToHundredth, type StickerOptions, shapeOfCut } from '../../../shared/sticker';
import type { ColourMode } from '../preview/colourModes';

const side = (inches: number) => Math.min(MAX_SIDE_IN, Math.max(MIN_SIDE_IN, roundToHundredth(inches)));

/**
 * The cart line's options from what the shopper chose on /preview: the sticker's real size as cut, its
 * cut shape and kind, its material; 50 stickers (the smallest quantity break) to start with.
 */
export function optionsFromPreview(preview: { widthIn: number; heightIn: number; shape: CutShape; kind: CutKind; mode: ColourMode }): StickerOptions {
  const shape = shapeOfCut(preview.shape);
  let widthIn = side(preview.widthIn);
  let heightIn = side(preview.heightIn);
  if (needsEqualSides(shape)) widthIn = heightIn = Math.max(widthIn, heightIn);
  return {
    product: preview.kind === 'kiss' ? 'kiss-cut' : 'die-cut',
    widthIn,
    heightIn,
    shape,
    // The decal look previews a cut vinyl; a sticker ordered from it is printed on white vinyl.
    material: preview.mode === 'decal' ? 'white-vinyl' : materialOfLook(preview.mode),
    finish: 'gloss',
    quantity: 50,
  };
}
