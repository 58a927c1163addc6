/** The materials a sticker can be printed on (issue 5's colour modes). */
export const COLOUR_MODES = ['white', 'clear', 'holographic', 'glitter', 'mirror', 'decal'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** Common vinyl colours for the decal preview, each with its name's i18n key (preview.colours.<name>). */
export const DECAL_COLOURS = [
  { value: '#111111', name: 'black' },
  { value: '#ffffff', name: 'white' },
  { value: '#d6336c', name: 'pink' },
  { value: '#1c7ed6', name: 'blue' },
  { value: '#f59f00', name: 'orange' },
  { value: '#2f9e44', name: 'green' },
] as const;
