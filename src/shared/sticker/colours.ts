/** Single-colour cut vinyl for decals (the colour is the material). */
export const VINYL_COLOUR_IDS = ['white', 'black', 'red', 'blue', 'green', 'yellow', 'gold', 'silver'] as const;
export type VinylColourId = (typeof VINYL_COLOUR_IDS)[number];

/**
 * Each vinyl's swatch (#rrggbb): what the picker, the preview and the decal's cut file show. Display
 * only: the printer's vinyl is the reference.
 */
export const VINYL_COLOUR_SWATCHES: Record<VinylColourId, string> = {
  white: '#ffffff',
  black: '#1a1a1a',
  red: '#c8102e',
  blue: '#0033a0',
  green: '#00843d',
  yellow: '#ffcd00',
  gold: '#b8963e',
  silver: '#a7a8aa',
};
