import { Color, type FabricObject, Gradient, Shadow } from 'fabric';
import { type TextEffect, type TextEffectName, textEffectOf } from '../document/effects/model';

/** "None" removes the effect; the others are the presets offered as tiles. */
export type TextEffectChoice = TextEffectName | 'none';

/** The style a preset may change: saved before the first preset, put back by "None" or another preset. */
const RESTORED = ['fill', 'gradientAngle', 'stroke', 'strokeWidth', 'paintFirst', 'strokeLineJoin', 'shadow', 'stickerOutline', 'stickerOutlineColor'] as const;

/** Each preset's colour when none is chosen (Echo and Hollow take the text's own colour). */
export const TEXT_EFFECT_COLORS: Record<TextEffectName, string> = {
  outline: '#1f1f1f',
  shadow: '#000000',
  neon: '#ff2fd0',
  hollow: '#1f1f1f',
  echo: '#1f1f1f',
};

type Text = FabricObject & { fontSize?: number; textEffect?: TextEffect | null };

/** A solid colour as #rrggbb, or null for none, transparent, gradients and patterns. */
const solid = (value: unknown): string | null => (typeof value === 'string' && value && value !== 'transparent' ? `#${new Color(value).toHex().toLowerCase()}` : null);

/** The colour mixed with white: `amount` 0 keeps it, 1 is white. */
function towardsWhite(color: string, amount: number): string {
  const [r, g, b] = new Color(color).getSource();
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  return `#${new Color(`rgb(${mix(r)},${mix(g)},${mix(b)})`).toHex().toLowerCase()}`;
}

function snapshot(text: Text): Record<string, unknown> {
  const own = text as unknown as Record<string, unknown>;
  // Unset properties are left out: the document's schema refuses nulls where Fabric has no default.
  const saved = Object.fromEntries(RESTORED.filter((key) => own[key] !== undefined).map((key) => [key, own[key]]));
  // Saved as plain JSON, as the document keeps it; revived by restoredStyle.
  saved.shadow = text.shadow ? text.shadow.toObject() : null;
  if (text.fill instanceof Gradient) saved.fill = text.fill.toObject();
  return saved;
}

function restoredStyle(restore: Record<string, unknown>): Record<string, unknown> {
  const props = { ...restore };
  props.shadow = restore.shadow ? new Shadow(restore.shadow as object) : null;
  if (restore.fill && typeof restore.fill === 'object') props.fill = new Gradient(restore.fill as ConstructorParameters<typeof Gradient>[0]);
  return props;
}

/** The colour a preset uses by default on this text. */
export function defaultEffectColor(text: FabricObject, name: TextEffectName): string {
  const base = textEffectOf(text)?.restore.fill ?? text.fill;
  if (name === 'echo' || name === 'hollow') return solid(base) ?? TEXT_EFFECT_COLORS[name];
  return TEXT_EFFECT_COLORS[name];
}

/**
 * The properties that put `name` on a text (what `set` takes, one history step): first the style from
 * before any preset, then the preset's own. Presets are Fabric's own stroke, fill and shadow, except
 * Echo, which the renderer draws from `textEffect` (document/effects/behind-effects.ts).
 */
export function textEffectProps(text: FabricObject, name: TextEffectChoice, color?: string): Record<string, unknown> {
  const current = textEffectOf(text);
  const restore = current?.restore ?? snapshot(text as Text);
  const props = restoredStyle(restore);
  if (name === 'none') return { ...props, textEffect: null };
  const size = (text as Text).fontSize ?? 40;
  const chosen = color ?? defaultEffectColor(text, name);
  const effect: TextEffect = { name, color: chosen, restore };
  switch (name) {
    case 'outline':
      Object.assign(props, { stroke: chosen, strokeWidth: Math.max(1, size * 0.1), paintFirst: 'stroke', strokeLineJoin: 'round', stickerOutline: 0 });
      break;
    case 'shadow':
      props.shadow = new Shadow({ color: new Color(chosen).setAlpha(0.45).toRgba(), blur: size * 0.12, offsetX: size * 0.06, offsetY: size * 0.06 });
      break;
    case 'neon':
      // A bright core in a glow of the colour: a pale tint of it as the fill, the colour blurred around.
      props.fill = towardsWhite(chosen, 0.8);
      props.shadow = new Shadow({ color: chosen, blur: size * 0.45, offsetX: 0, offsetY: 0 });
      break;
    case 'hollow':
      Object.assign(props, { fill: 'transparent', stroke: chosen, strokeWidth: Math.max(1, size * 0.04), paintFirst: 'fill', strokeLineJoin: 'round', stickerOutline: 0 });
      break;
    case 'echo':
      break;
  }
  props.textEffect = effect;
  return props;
}

/** Presets that own the text's stroke: a sticker outline (also a stroke on text) replaces them. */
export const usesStroke = (effect: TextEffect | null): boolean => effect?.name === 'outline' || effect?.name === 'hollow';
