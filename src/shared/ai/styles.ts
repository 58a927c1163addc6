/**
 * Style presets tuned for stickers. Each adds a prompt suffix and a negative prompt: AI art
 * for die-cutting needs a plain background (so background removal and the cut line work), a bold
 * outline and no stray text.
 */
export const STYLE_IDS = ['die-cut', 'kawaii', 'vintage-badge', 'line-art', 'pixel-art', 'none'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export interface StylePreset {
  id: StyleId;
  /** Added after the user's prompt. */
  suffix: string;
  negativePrompt: string;
}

const STICKER_NEGATIVE = 'busy background, scenery, gradient background, text, letters, watermark, signature, blurry, cropped, photo frame';

export const STYLE_PRESETS: Record<StyleId, StylePreset> = {
  'die-cut': {
    id: 'die-cut',
    suffix: 'die-cut sticker design, centred single subject, thick white border, bold clean outline, flat vibrant colours, plain white background',
    negativePrompt: STICKER_NEGATIVE,
  },
  kawaii: {
    id: 'kawaii',
    suffix: 'cute kawaii sticker, chibi proportions, soft pastel colours, big shiny eyes, bold dark outline, plain white background',
    negativePrompt: `${STICKER_NEGATIVE}, realistic, dark, scary`,
  },
  'vintage-badge': {
    id: 'vintage-badge',
    suffix: 'vintage badge sticker, circular emblem, retro muted palette, screen-print texture, bold outline, plain white background',
    negativePrompt: `${STICKER_NEGATIVE}, modern, glossy, 3d render`,
  },
  'line-art': {
    id: 'line-art',
    suffix: 'minimal line art sticker, single-weight black strokes, no fill, clean vector look, plain white background',
    negativePrompt: `${STICKER_NEGATIVE}, shading, colour fill, sketchy lines`,
  },
  'pixel-art': {
    id: 'pixel-art',
    suffix: 'pixel art sticker, 32-bit retro game sprite, crisp pixels, limited palette, bold dark outline, plain white background',
    negativePrompt: `${STICKER_NEGATIVE}, anti-aliased, smooth gradients, blurry pixels`,
  },
  none: { id: 'none', suffix: '', negativePrompt: '' },
};

/** The prompt and negative prompt sent to the provider for a style. */
export function styledPrompt(prompt: string, style: StyleId): { prompt: string; negativePrompt: string } {
  const preset = STYLE_PRESETS[style];
  const base = prompt.trim();
  return { prompt: preset.suffix ? `${base}, ${preset.suffix}` : base, negativePrompt: preset.negativePrompt };
}
