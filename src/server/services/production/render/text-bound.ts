/**
 * A bound on the text a design may ask the server to lay out. Fabric splits every text into graphemes
 * and measures each one: a text box of a few million characters (invisible or not) holds the render
 * for minutes and gigabytes — one saved design could take the server down through its proof, its
 * production file or its thumbnail. No sticker carries more than a few hundred characters.
 */
import { DomainError } from '../../../domain/errors';

export const MAX_TEXT_CHARS = 10_000;

/** Throws `design_invalid` when any text object (inside groups too) is longer than MAX_TEXT_CHARS. */
export function assertRenderableText(objects: unknown[]): void {
  const visit = (list: unknown[]) => {
    for (const object of list) {
      if (!object || typeof object !== 'object') continue;
      const { text, objects: children } = object as { text?: unknown; objects?: unknown };
      if (typeof text === 'string' && text.length > MAX_TEXT_CHARS) {
        throw new DomainError(
          'unprocessable',
          'design_invalid',
          `A text in this design is longer than ${MAX_TEXT_CHARS.toLocaleString('en')} characters: shorten it to print the design.`,
        );
      }
      if (Array.isArray(children)) visit(children);
    }
  };
  visit(objects);
}
