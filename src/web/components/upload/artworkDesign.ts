import type { CutKind, CutShape } from '../../../shared/cutline';
import { DESIGN_VERSION, WORKSPACE_ID } from '../../../shared/design';
import { CUT_SHAPE_OF, MATERIAL_LOOK, PRODUCTS, type StickerOptions, sizeForPreset } from '../../../shared/sticker';
import type { ColourMode } from '../preview/colourModes';

/** The workspace's longer side for an uploaded image: the image is scaled into it (print size comes from the options). */
const WORKSPACE_SIDE = 3000;
/** The size the page starts at: 3 in on the longer side, the shop's most ordered size. */
const START_SIZE_IN = 3;

export interface Artwork {
  /** Where the image is: the upload's /api/files/raw/… URL, or a data: URL kept in a guest's browser. */
  src: string;
  width: number;
  height: number;
  name: string;
}

/**
 * A design document holding only the uploaded image, filling its workspace (decision 39): the same
 * kind of document the editor saves, so the Order path, the proof and the production files treat an
 * upload exactly like a design.
 */
export function designFromArtwork(art: Artwork): object {
  const scale = WORKSPACE_SIDE / Math.max(art.width, art.height);
  const width = Math.max(1, Math.round(art.width * scale));
  const height = Math.max(1, Math.round(art.height * scale));
  return {
    version: DESIGN_VERSION,
    workspace: { id: WORKSPACE_ID, shape: 'rectangle', width, height },
    objects: [
      {
        id: 'artwork',
        name: art.name,
        type: 'Image',
        originX: 'left',
        originY: 'top',
        left: 0,
        top: 0,
        width: art.width,
        height: art.height,
        scaleX: width / art.width,
        scaleY: height / art.height,
        src: art.src,
      },
    ],
  };
}

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
