/** Public types of the production-file generator (the shop's side of an order). */
import { DomainError } from '../../domain/errors';

export type ProductionKind = 'sticker' | 'vinyl';

export interface ProductionInput {
  /** The rendered design (PNG or any raster sharp reads) covering the whole workspace, ideally 300 DPI at the ordered size. */
  artwork: Buffer;
  /** Physical size of what the artwork covers (the workspace, or the part of it at `origin`), inches. */
  widthIn: number;
  heightIn: number;
  /**
   * The cut path, SVG path data in workspace coordinates (the design's cutlinePath). Required for stickers.
   * The sticker files are framed on it: page = the cut's bounding box plus the bleed, whatever the artwork covers.
   */
  cutPath: string;
  /** Kiss-cut sheets: the backing sheet's outline (the engine's backingPath), cut through on its own spot colour. */
  sheetPath?: string;
  /** Spot colour name of the sheet's through-cut (default `Thru-cut`; the shop's PRODUCTION_THRU_CUT_NAME). */
  thruCutName?: string;
  /** The sticker's border colour (#RRGGBB) filled under the art inside the cut and its bleed; default white. */
  borderColour?: string;
  kind: ProductionKind;
  /** Size in workspace units of what the artwork covers (the design JSON's workspace width/height); default: the artwork's pixel size. */
  workspaceWidth?: number;
  workspaceHeight?: number;
  /** Workspace coordinates of the artwork's top-left corner when it covers only part of the workspace (default 0, 0). */
  origin?: { x: number; y: number };
  /** Vinyl only: cut just the parts of this colour (#RRGGBB) instead of everything opaque. */
  vinylColour?: string;
  /**
   * Pixels per inch the outputs are made at: PRINT_DPI (the default) for the production files; a proof is
   * drawn from a coarser render of the same steps (proof/proof-dpi.ts) and asks for its own resolution.
   */
  dpi?: number;
}

export interface ProductionWarning {
  code:
    | 'thin-lines'
    | 'low-resolution'
    | 'missing-images'
    | 'islands-joined'
    // Kiss-cut sheets: stickers closer than 2 mm to each other or to the sheet's edge (sheet-spacing.ts).
    | 'sticker-spacing'
    | 'sheet-margin'
    // Placed images below 300 / 150 DPI at the ordered size (image-resolution.ts).
    | 'image-dpi-low'
    | 'image-dpi-very-low'
    // Vinyl pieces too small to cut (left out) or to stay on the backing when weeded (kept) (vinyl-pieces.ts).
    | 'vinyl-dropped'
    | 'vinyl-small-pieces';
  message: string;
  /** The figures in the message, so a client can show it in the reader's language (preview.production.warning.<code>). */
  values?: Record<string, string | number>;
}

export interface StickerFiles {
  kind: 'sticker';
  /** Print PDF: page = the cut plus 1/16 in bleed, art at 300 DPI over the border colour, cut path in the CutContour spot colour (and the sheet in Thru-cut). */
  pdf: Buffer;
  /** The print raster (the same page) as a PNG tagged 300 DPI. */
  png: Buffer;
  /** Art layer plus a CutContour layer (and a Thru-cut layer for a kiss-cut sheet), on the same page. */
  svg: string;
  /** The sticker as cut (the outer cut's bounding box), inches. */
  cutWidthIn: number;
  cutHeightIn: number;
  warnings: ProductionWarning[];
}

export interface VinylFiles {
  kind: 'vinyl';
  /** Single-colour vector cut file: the traced art plus a weeding box. */
  svg: string;
  warnings: ProductionWarning[];
}

export type ProductionFiles = StickerFiles | VinylFiles;

/** Bad input (not an image, impossible size, malformed path): a clear message for the caller. */
export class ProductionInputError extends DomainError {
  constructor(message: string) {
    super('unprocessable', 'production_input', message);
    this.name = 'ProductionInputError';
  }
}
