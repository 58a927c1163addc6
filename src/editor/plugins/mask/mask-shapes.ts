import { type FabricObject, Rect } from 'fabric';
import { makeShape } from '../shapes';

/** The ready-made masks offered for an image (the Shapes panel's shapes where they fit). */
export const MASK_SHAPES = ['circle', 'rounded-square', 'heart', 'star'] as const;
export type MaskShape = (typeof MASK_SHAPES)[number];

/** Corner radius of the rounded square, as a share of its side. */
const ROUNDED_CORNER = 0.18;

/**
 * A mask of the given shape, `size` across, centred on (0, 0): the centre of the image it will clip
 * (a clipPath that is not absolutely positioned lives in its object's own space, origin at the centre).
 */
export function makeMaskShape(kind: MaskShape, size: number): FabricObject {
  const mask =
    kind === 'rounded-square'
      ? new Rect({ width: size, height: size, rx: size * ROUNDED_CORNER, ry: size * ROUNDED_CORNER, strokeWidth: 0, stroke: null })
      : makeShape(kind, size, '#000000');
  // The shape name lets the panel show which mask an image has after a reload.
  mask.set({ fill: '#000000', shape: kind } as Record<string, unknown>);
  mask.setPositionByOrigin({ x: 0, y: 0 } as never, 'center', 'center');
  return mask;
}

export const isMaskShape = (value: unknown): value is MaskShape => typeof value === 'string' && (MASK_SHAPES as readonly string[]).includes(value);
