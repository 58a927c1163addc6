/**
 * Art a print file cannot be made without. A print file is never made with a gap where the art was:
 * the file would not be what the customer approved. An order's line fails with the `failure` these
 * errors carry, naming what is wrong, so the shop can ask the customer for a replacement.
 */
import type { ProductionFailure } from '../../../../shared/api/orders';
import { DomainError } from '../../../domain/errors';

/** Refuses a print file; `failure` is what the order line records and shows. */
export abstract class PrintArtError extends DomainError {
  abstract readonly failure: ProductionFailure;
}

/** An object of the design the renderer could not draw (a corrupt image, a format Skia cannot decode). */
export class ArtNotDrawableError extends PrintArtError {
  readonly failure: ProductionFailure;
  constructor(readonly objects: string[]) {
    super(
      'unprocessable',
      'art_not_drawable',
      `The design cannot be printed: ${objects.length > 1 ? 'these objects' : 'this object'} could not be drawn (a damaged or unreadable image): ${objects.join(', ')}. No file is made without the art.`,
      { objects },
    );
    this.name = 'ArtNotDrawableError';
    this.failure = { code: 'art_not_drawable', objects };
  }
}

/** An image of the design that is not in storage, or not one the design's owner may read (another user's file, another host). */
export class ArtMissingError extends PrintArtError {
  readonly failure: ProductionFailure;
  constructor(readonly images: string[]) {
    super(
      'unprocessable',
      'art_missing',
      `The design cannot be printed: ${images.length > 1 ? 'these images are' : 'this image is'} missing from storage or not the customer's: ${images.join(', ')}. No file is made without the art.`,
      { images },
    );
    this.name = 'ArtMissingError';
    this.failure = { code: 'art_missing', objects: images };
  }
}
