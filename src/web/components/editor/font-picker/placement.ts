/**
 * Where the font picker opens (decision 67): below its field whenever there is room for a usable picker
 * (the search box, the categories and a few fonts), else on the side with more room. It never covers its
 * field: the list inside shrinks to the room it has instead (the size middleware caps the dropdown).
 */

/** The smallest picker worth opening below the field: search, categories, a header and four fonts. */
export const MIN_PICKER_HEIGHT = 320;

/** Space kept between the picker and the screen's edge. */
export const PICKER_EDGE_MARGIN = 8;

export type PickerSide = 'bottom-start' | 'top-start';

export function pickerSide(field: { top: number; bottom: number }, viewportHeight: number): PickerSide {
  const below = viewportHeight - field.bottom - PICKER_EDGE_MARGIN;
  const above = field.top - PICKER_EDGE_MARGIN;
  return below >= MIN_PICKER_HEIGHT || below >= above ? 'bottom-start' : 'top-start';
}
