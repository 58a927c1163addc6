/**
 * An object of the design the renderer could not draw (a corrupt image, a format Skia cannot decode).
 * A print file is never made without it: the file would not be what the customer approved.
 */
import { DomainError } from '../../../domain/errors';

export class ArtNotDrawableError extends DomainError {
  constructor(readonly objects: string[]) {
    super(
      'unprocessable',
      'art_not_drawable',
      `The design cannot be printed: ${objects.length > 1 ? 'these objects' : 'this object'} could not be drawn (a damaged or unreadable image): ${objects.join(', ')}. No file is made without the art.`,
      { objects },
    );
    this.name = 'ArtNotDrawableError';
  }
}
