import { BUILT_IN_FONTS } from '../../../shared/design/fonts';

/** Google fonts offered in the pickers (loaded on first use by the editor's font plugin). */
export const GOOGLE_FONTS = ['Lobster', 'Pacifico', 'Bangers', 'Permanent Marker', 'Roboto'] as const;

/** Select data: Google fonts first (they look the most sticker-like), then the built-in ones (SPEC §9). */
export function fontOptions(labels: { google: string; builtIn: string }) {
  return [
    { group: labels.google, items: [...GOOGLE_FONTS] },
    { group: labels.builtIn, items: [...BUILT_IN_FONTS] },
  ];
}
