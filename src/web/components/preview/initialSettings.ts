import { cutSettingsSchema, isWorkspaceObject, pxToInches, workspaceFromObject } from '../../../shared/design';
import { VINYL_COLOUR_SWATCHES } from '../../../shared/sticker';
import type { PreviewSettings } from './PreviewControls';
import { DEFAULT_OFFSET_IN, DEFAULT_SIZE_IN, MAX_SIZE_IN, MIN_SIZE_IN, SIZE_PRESETS_IN } from './printGeometry';

export const DEFAULT_PREVIEW_SETTINGS: PreviewSettings = {
  size: String(DEFAULT_SIZE_IN),
  customSizeIn: 6,
  offsetIn: DEFAULT_OFFSET_IN,
  shape: 'contour',
  kind: 'die',
  mode: 'white',
  decalColour: VINYL_COLOUR_SWATCHES.black,
  dark: false,
  showCutline: true,
};

/**
 * The preview starts with the cut the design was saved with (shape, die/kiss, border chosen in the
 * editor), so it shows the same line, and at the size the editor gave it (its workspace at 300 DPI, the
 * longer side); a design without these starts from the defaults.
 */
export function initialPreviewSettings(doc: unknown): PreviewSettings {
  const settings = { ...DEFAULT_PREVIEW_SETTINGS, ...editorSize(doc) };
  const cut = doc && typeof doc === 'object' ? (doc as { cut?: unknown }).cut : undefined;
  if (!cut || typeof cut !== 'object') return settings;
  // The schema is lenient: a bad value falls back to its default and the border is clamped.
  const { shape, kind, offsetIn } = cutSettingsSchema.parse(cut);
  return { ...settings, shape, kind, offsetIn };
}

/** The editor's physical size as the preview's size setting: a preset when it is one, else a custom size. */
function editorSize(doc: unknown): Pick<PreviewSettings, 'size' | 'customSizeIn'> | null {
  if (!doc || typeof doc !== 'object') return null;
  const raw = doc as { workspace?: unknown; objects?: unknown };
  const fromObjects = Array.isArray(raw.objects) ? raw.objects.find(isWorkspaceObject) : undefined;
  const workspace =
    raw.workspace && typeof raw.workspace === 'object' ? workspaceFromObject(raw.workspace as Record<string, unknown>) : fromObjects ? workspaceFromObject(fromObjects) : null;
  if (!workspace) return null;
  const inches = Math.round(pxToInches(Math.max(workspace.width, workspace.height)) * 100) / 100;
  if (!(inches >= MIN_SIZE_IN && inches <= MAX_SIZE_IN)) return null;
  return (SIZE_PRESETS_IN as readonly number[]).includes(inches)
    ? { size: String(inches), customSizeIn: DEFAULT_PREVIEW_SETTINGS.customSizeIn }
    : { size: 'custom', customSizeIn: inches };
}
