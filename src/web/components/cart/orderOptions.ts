import type { CutKind, CutShape } from '../../../shared/cutline';
import { MAX_SIDE_IN, type MaterialId, MIN_SIDE_IN, roundToHundredth, type ShapeId, type StickerOptions } from '../../../shared/pricing/options';
import type { ColourMode } from '../preview/colourModes';

const SHAPE: Record<CutShape, ShapeId> = { contour: 'contour', circle: 'circle', square: 'square', 'rounded-rectangle': 'rounded', rectangle: 'rectangle' };
const MATERIAL: Partial<Record<ColourMode, MaterialId>> = { white: 'white-vinyl', clear: 'clear', holographic: 'holographic', glitter: 'glitter', mirror: 'mirror' };
const side = (inches: number) => Math.min(MAX_SIDE_IN, Math.max(MIN_SIDE_IN, roundToHundredth(inches)));

/**
 * The cart line's options from what the shopper chose on /preview: the sticker's real size as cut, its
 * cut shape and kind, its material; 50 stickers (the smallest quantity break) to start with.
 */
export function optionsFromPreview(preview: { widthIn: number; heightIn: number; shape: CutShape; kind: CutKind; mode: ColourMode }): StickerOptions {
  const shape = SHAPE[preview.shape];
  let widthIn = side(preview.widthIn);
  let heightIn = side(preview.heightIn);
  // A circle or a square has equal sides (the quote refuses anything else).
  if (shape === 'circle' || shape === 'square') widthIn = heightIn = Math.max(widthIn, heightIn);
  return {
    product: preview.kind === 'kiss' ? 'kiss-cut' : 'die-cut',
    widthIn,
    heightIn,
    shape,
    material: MATERIAL[preview.mode] ?? 'white-vinyl',
    finish: 'gloss',
    quantity: 50,
  };
}
