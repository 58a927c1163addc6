/** The outline a sticker is cut to, as the shopper picks it. */
export const SHAPE_IDS = ['contour', 'circle', 'square', 'rounded', 'rectangle'] as const;
export type ShapeId = (typeof SHAPE_IDS)[number];

/**
 * The cut line the cutline engine draws for each shape. Design documents save their cut under these
 * names (a rounded cut is 'rounded-rectangle', like the workspace and backing shapes of the engine), so
 * saved designs open unchanged; the shop's short id and the engine's name meet only here.
 */
export const CUT_SHAPE_OF = {
  contour: 'contour',
  circle: 'circle',
  square: 'square',
  rounded: 'rounded-rectangle',
  rectangle: 'rectangle',
} as const satisfies Record<ShapeId, string>;
export type CutShape = (typeof CUT_SHAPE_OF)[ShapeId];

/** Every cut shape, in the order of the shapes (a non-empty tuple, as `z.enum` wants). */
export const CUT_SHAPES = SHAPE_IDS.map((shape) => CUT_SHAPE_OF[shape]) as unknown as readonly [CutShape, ...CutShape[]];

/** The shape whose cut line this is (the inverse of `CUT_SHAPE_OF`). */
export function shapeOfCut(cut: CutShape): ShapeId {
  return SHAPE_IDS.find((shape) => CUT_SHAPE_OF[shape] === cut) ?? 'contour';
}

/** Die: through vinyl and backing, one piece. Kiss: through the vinyl only, on a backing sheet. */
export const CUT_KINDS = ['die', 'kiss'] as const;
export type CutKind = (typeof CUT_KINDS)[number];

/** A circle or a square has equal sides (the quote refuses anything else). */
export function needsEqualSides(shape: ShapeId): boolean {
  return shape === 'circle' || shape === 'square';
}
