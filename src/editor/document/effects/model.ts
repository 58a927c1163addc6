import type { FabricObject } from 'fabric';

/**
 * What our effects keep on an object (serialised with it, setup.ts): the sticker outline's width and
 * colour, and a text effect preset. Browser and server read them through these helpers only.
 */
export type EffectProps = {
  /** Sticker outline width: design units for silhouettes, half the stroke for text, baked for images. */
  stickerOutline?: number | boolean;
  stickerOutlineColor?: string;
  textEffect?: TextEffect | null;
};

/**
 * The settings of effects drawn behind an object, outside its own cache: Fabric's `set` does not mark
 * the object dirty for them, so whatever remembers how an object looked (the scene cache) must compare them too.
 */
export const BEHIND_EFFECT_KEYS = ['stickerOutline', 'stickerOutlineColor', 'textEffect'] as const satisfies ReadonlyArray<keyof EffectProps>;

export const TEXT_EFFECT_NAMES = ['outline', 'shadow', 'neon', 'hollow', 'echo'] as const;
export type TextEffectName = (typeof TEXT_EFFECT_NAMES)[number];

/** A text effect preset as saved: its name, its colour, and the text's style before it (for "None"). */
export interface TextEffect {
  name: TextEffectName;
  color: string;
  restore: Record<string, unknown>;
}

export const DEFAULT_OUTLINE_COLOR = '#ffffff';

/**
 * How an object's sticker outline is made: text strokes its glyphs (painted first), an image whose
 * border is baked into its bitmap shows that bitmap, anything else (shapes, drawings, groups, and
 * images whose border is drawn — adjusted or masked photos, decision 66) gets a silhouette outline
 * drawn behind it at render time (behind-effects.ts).
 */
export type OutlineMethod = 'stroke' | 'bitmap' | 'silhouette';

export function outlineMethod(object: FabricObject): OutlineMethod {
  if (object.type === 'image' && hasBakedOutline(object)) return 'bitmap';
  if ('text' in object) return 'stroke';
  return 'silhouette';
}

/**
 * What an outlined image keeps in `extension`: its original source, and — when the border is drawn at
 * render time rather than baked (decision 66) — `drawnOutline` and the transparent margin (`outlinePad`,
 * image pixels) its bitmap has around the photo, where the border goes.
 */
type OutlinedImageExtension = { originalSrc?: unknown; drawnOutline?: unknown; outlinePad?: unknown };

const imageExtension = (object: FabricObject): OutlinedImageExtension => (object as FabricObject & { extension?: OutlinedImageExtension }).extension ?? {};

/** Whether the image's pixels carry its border (the bordered bitmap, the original kept beside it). */
export function hasBakedOutline(object: FabricObject): boolean {
  const { originalSrc, drawnOutline } = imageExtension(object);
  return typeof originalSrc === 'string' && originalSrc.length > 0 && drawnOutline !== true;
}

/** The transparent margin (image pixels) around the photo of an image whose border is drawn; 0 otherwise. */
export function drawnOutlinePad(object: FabricObject): number {
  const { drawnOutline, outlinePad } = imageExtension(object);
  return drawnOutline === true && typeof outlinePad === 'number' && Number.isFinite(outlinePad) ? Math.max(0, outlinePad) : 0;
}

/** The outline's width (0: none) and colour as stored on any object. */
export function stickerOutlineOf(object: FabricObject): { width: number; color: string } {
  const { stickerOutline, stickerOutlineColor } = object as FabricObject & EffectProps;
  const width = typeof stickerOutline === 'number' && Number.isFinite(stickerOutline) ? Math.max(0, stickerOutline) : 0;
  return { width, color: typeof stickerOutlineColor === 'string' && stickerOutlineColor ? stickerOutlineColor : DEFAULT_OUTLINE_COLOR };
}

/** The object's text effect, if it has a valid one. */
export function textEffectOf(object: FabricObject): TextEffect | null {
  const effect = (object as FabricObject & EffectProps).textEffect;
  if (!effect || typeof effect !== 'object' || !TEXT_EFFECT_NAMES.includes(effect.name)) return null;
  return effect;
}
