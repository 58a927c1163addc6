import type { FabricObject } from 'fabric';
import type { Editor, TextEffect } from '../../../editor';

/** Fabric objects as the panels read them (our extra properties included). */
export type PanelObject = FabricObject & {
  id?: string;
  text?: string;
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: string | number;
  fontStyle?: string;
  underline?: boolean;
  textAlign?: string;
  charSpacing?: number;
  bend?: number;
  gradientAngle?: number;
  stickerOutline?: number | boolean;
  stickerOutlineColor?: string;
  textEffect?: TextEffect | null;
  isEditing?: boolean;
  enterEditing?: () => void;
  selectAll?: () => void;
  initDimensions?: () => void;
};

/** Live Fabric 7 objects report 'itext'; older names ('i-text') are kept for safety. */
export const TEXT_TYPES = new Set(['itext', 'i-text', 'textbox', 'text', 'curved-text']);

export const isTextObject = (o: FabricObject): boolean => TEXT_TYPES.has(o.type);
export const isCurvedText = (o: FabricObject): boolean => o.type === 'curved-text';
export const isImage = (o: FabricObject): boolean => o.type === 'image';
export const isLine = (o: FabricObject): boolean => o.type === 'line';

/** A colour for a colour input: hex as is, anything else (gradients, patterns, none) as a fallback. */
export function solidColor(value: unknown, fallback = '#000000'): string {
  if (typeof value !== 'string' || !value) return fallback;
  if (/^#[0-9a-f]{3,8}$/i.test(value)) return value;
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(value);
  if (rgb) return `#${[rgb[1], rgb[2], rgb[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
  return fallback;
}

export type GradientFill = { colors: [string, string]; angle: number };

/** The two colours and angle of a linear gradient fill made by the properties plugin, else null. */
export function gradientOf(object: FabricObject): GradientFill | null {
  const fill = object.fill as unknown as { type?: string; colorStops?: Array<{ offset: number; color: string }> } | string | null;
  if (!fill || typeof fill === 'string' || fill.type !== 'linear' || !fill.colorStops?.length) return null;
  const stops = [...fill.colorStops].sort((a, b) => a.offset - b.offset);
  const angle = (object as PanelObject).gradientAngle;
  return { colors: [solidColor(stops[0].color), solidColor(stops[stops.length - 1].color)], angle: typeof angle === 'number' ? angle : 0 };
}

/** Applies properties for a live preview while a slider is dragged (no history step; the api call at the end records one). */
export function preview(objects: FabricObject[], props: Record<string, unknown>): void {
  for (const object of objects as PanelObject[]) {
    const own = Object.fromEntries(Object.entries(props).filter(([k]) => k in object));
    object.set(own);
    if (TEXT_TYPES.has(object.type)) object.initDimensions?.();
    object.setCoords();
  }
  objects[0]?.canvas?.requestRenderAll();
}

/** i18n keys of what people call each kind of object. */
const TYPE_KEYS: Record<string, string> = {
  itext: 'editor.types.text',
  'i-text': 'editor.types.text',
  text: 'editor.types.text',
  textbox: 'editor.types.paragraph',
  'curved-text': 'editor.types.curvedText',
  image: 'editor.types.image',
  group: 'editor.types.group',
  path: 'editor.types.drawing',
  line: 'editor.types.line',
};

/** Shapes the Shapes panel makes, named by their `shape` (a heart is a path, but not a drawing). */
const SHAPE_NAMES = new Set(['rectangle', 'circle', 'triangle', 'star', 'heart', 'line', 'polygon']);

/** What to call an object of this Fabric type; a shape from the Shapes panel by its shape name when given. */
export function typeLabel(t: (key: string) => string, type: string, shape?: unknown): string {
  if (typeof shape === 'string' && SHAPE_NAMES.has(shape)) return t(`editor.shapes.${shape}`);
  return t(TYPE_KEYS[type] ?? 'editor.types.shape');
}

/**
 * Puts a text that was just added into on-canvas editing with all its text selected, so the first key
 * typed replaces the placeholder ("Add a heading" promises typing on the canvas). Curved text has no
 * on-canvas editing (its text is edited in the properties panel) and is left selected as it is.
 */
export function startTyping(object: FabricObject): void {
  const text = object as PanelObject;
  if (!text.enterEditing || !text.selectAll) return;
  text.enterEditing();
  text.selectAll();
  text.canvas?.requestRenderAll();
}

/**
 * Ends on-canvas text editing. Fabric locks a text's movement while it is edited, and the editor core
 * takes that for a locked layer (EditActionsPlugin.isLocked), so Delete would silently do nothing.
 */
export function finishTextEditing(editor: Editor | null): void {
  const active = editor?.canvas.getActiveObject() as (FabricObject & { isEditing?: boolean; exitEditing?: () => void }) | undefined;
  if (active?.isEditing) {
    active.exitEditing?.();
    editor?.canvas.requestRenderAll();
  }
}
