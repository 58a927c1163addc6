import { type FabricObject, type TMat2D, util } from 'fabric';

/**
 * A mask is the image's clipPath, not absolutely positioned: it lives in the image's own space (origin
 * at the image's centre, before the image's scale and angle), so it moves, scales, rotates and flips
 * with the image and serialises as plain numbers the server renders the same way (decision 56).
 */

/** The matrix that maps the mask's own space to the image's space, for a mask placed by `onCanvas` (canvas coordinates). */
export function maskMatrixFromCanvas(image: FabricObject, onCanvas: TMat2D): TMat2D {
  return util.multiplyTransformMatrices(util.invertTransform(image.calcTransformMatrix()), onCanvas);
}

/** The mask's matrix on the canvas (image transform × mask transform). */
export function maskMatrixOnCanvas(image: FabricObject, mask: FabricObject): TMat2D {
  return util.multiplyTransformMatrices(image.calcTransformMatrix(), mask.calcOwnMatrix());
}

/** Gives `object` the position, scale, angle and skew of `matrix` (its own origin kept). */
export function placeByMatrix(object: FabricObject, matrix: TMat2D): void {
  util.applyTransformToObject(object, matrix);
  object.setCoords();
}
