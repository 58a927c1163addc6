/** The materials a sticker can be printed on (issue 5's colour modes). */
export const COLOUR_MODES = ['white', 'clear', 'holographic', 'glitter', 'mirror', 'decal'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export const DECAL_COLOURS = ['#111111', '#ffffff', '#d6336c', '#1c7ed6', '#f59f00', '#2f9e44'] as const;
