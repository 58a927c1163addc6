/** Public types of the production-file generator (the shop's side of an order). */
import { DomainError } from '../../domain/errors';

export type ProductionKind = 'sticker' | 'vinyl';

export interface ProductionInput {
  /** The rendered design (PNG or any raster sharp reads) covering the whole workspace, ideally 300 DPI at the ordered size. */
  artwork: Buffer;
  /** Ordered physical size of the workspace, inches. */
  widthIn: number;
  heightIn: number;
  /** The cut path, SVG path data in workspace coordinates (the design's cutlinePath). Required for stickers. */
  cutPath: string;
  kind: ProductionKind;
  /** Workspace size in its own units (the design JSON's workspace width/height); default: the artwork's pixel size. */
  workspaceWidth?: number;
  workspaceHeight?: number;
  /** Vinyl only: cut just the parts of this colour (#RRGGBB) instead of everything opaque. */
  vinylColour?: string;
}

export interface ProductionWarning {
  code:
    | 'thin-lines'
    | 'low-resolution'
    | 'missing-images'
    | 'skipped-objects'
    | 'fonts'
    | 'islands-joined'
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
  /** Print PDF: art at 300 DPI with 1/16 in bleed, cut path in the CutContour spot colour. */
  pdf: Buffer;
  /** The art as a PNG tagged 300 DPI. */
  png: Buffer;
  /** Art layer plus a CutContour layer. */
  svg: string;
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
