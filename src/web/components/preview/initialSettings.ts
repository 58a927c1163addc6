import { cutSettingsSchema } from '../../../shared/design';
import type { PreviewSettings } from './PreviewControls';
import { DEFAULT_OFFSET_IN, DEFAULT_SIZE_IN } from './printGeometry';

export const DEFAULT_PREVIEW_SETTINGS: PreviewSettings = {
  size: String(DEFAULT_SIZE_IN),
  customSizeIn: 6,
  offsetIn: DEFAULT_OFFSET_IN,
  shape: 'contour',
  kind: 'die',
  mode: 'white',
  decalColour: '#111111',
  dark: false,
  showCutline: true,
};

/**
 * The preview starts with the cut the design was saved with (shape, die/kiss, border chosen in the
 * editor), so it shows the same line; a design without cut settings starts from the defaults.
 */
export function initialPreviewSettings(doc: unknown): PreviewSettings {
  const cut = doc && typeof doc === 'object' ? (doc as { cut?: unknown }).cut : undefined;
  if (!cut || typeof cut !== 'object') return DEFAULT_PREVIEW_SETTINGS;
  // The schema is lenient: a bad value falls back to its default and the border is clamped.
  const { shape, kind, offsetIn } = cutSettingsSchema.parse(cut);
  return { ...DEFAULT_PREVIEW_SETTINGS, shape, kind, offsetIn };
}
