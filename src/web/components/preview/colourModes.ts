import { MATERIAL_LOOKS, stickerLabelKey, VINYL_COLOUR_IDS, VINYL_COLOUR_SWATCHES } from '../../../shared/sticker';

/** What the preview can show: each look a material is drawn with, and a decal cut from one vinyl colour. */
export const COLOUR_MODES = [...MATERIAL_LOOKS, 'decal'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** The decal preview's colours: the shop's vinyl colours, each with its swatch and its name's i18n key. */
export const DECAL_COLOURS = VINYL_COLOUR_IDS.map((id) => ({ value: VINYL_COLOUR_SWATCHES[id], labelKey: stickerLabelKey.colour(id) }));
