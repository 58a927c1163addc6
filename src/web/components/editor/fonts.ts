import { BUILT_IN_FONTS } from '../../../shared/design/fonts';
import { OFFERED_DISPLAY_FONTS } from '../../../shared/design/shipped-fonts';

/** Display fonts offered in the pickers: Google Fonts families the app ships (decision 31), never fetched. */
export const GOOGLE_FONTS = OFFERED_DISPLAY_FONTS;

/** Select data: the display fonts first (they look the most sticker-like), then the built-in ones (SPEC §9). */
export function fontOptions(labels: { google: string; builtIn: string }) {
  return [
    { group: labels.google, items: [...GOOGLE_FONTS] },
    { group: labels.builtIn, items: [...BUILT_IN_FONTS] },
  ];
}
