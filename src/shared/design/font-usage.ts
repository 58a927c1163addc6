/**
 * Which fonts a design draws with, all of them (built-in, shipped or Google), with the weights and
 * styles asked for; and the same design with its font names replaced. The server renderer uses both:
 * it must have every face before it draws, and draws shipped fonts under their files' own names.
 */
import { isTextType } from './fonts';

export interface FontUse {
  /** As written in the design, trimmed (the first spelling seen when only the case differs). */
  family: string;
  /** Each weight (100–900) and style asked for with this family. */
  variants: Array<{ weight: number; style: 'normal' | 'italic' }>;
}

type TextLike = { type?: unknown; fontFamily?: unknown; fontWeight?: unknown; fontStyle?: unknown; styles?: unknown; objects?: unknown; clipPath?: unknown };
type Style = { fontFamily?: unknown; fontWeight?: unknown; fontStyle?: unknown };

/** CSS weights: 'bold' 700, 'normal' 400, numbers kept (clamped to 1–1000); anything else 400. */
export function cssWeight(value: unknown): number {
  if (value === 'bold' || value === 'bolder') return 700;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 400;
  return Math.min(1000, Math.max(1, n));
}

const cssStyle = (value: unknown): 'normal' | 'italic' => (value === 'italic' || value === 'oblique' ? 'italic' : 'normal');

/** Every font of the text objects (groups and per-character styles too), in first-seen order. */
export function collectFontUses(objects: readonly unknown[]): FontUse[] {
  const uses = new Map<string, FontUse>();
  const add = (family: unknown, weight: unknown, style: unknown) => {
    if (typeof family !== 'string' || !family.trim()) return;
    const key = family.trim().toLowerCase();
    const use = uses.get(key) ?? { family: family.trim(), variants: [] };
    uses.set(key, use);
    const variant = { weight: cssWeight(weight), style: cssStyle(style) };
    if (!use.variants.some((v) => v.weight === variant.weight && v.style === variant.style)) use.variants.push(variant);
  };
  walkText(objects, (node) => {
    add(node.fontFamily, node.fontWeight, node.fontStyle);
    for (const style of stylesOf(node.styles)) add(style.fontFamily ?? node.fontFamily, style.fontWeight ?? node.fontWeight, style.fontStyle ?? node.fontStyle);
  });
  return [...uses.values()];
}

/** A copy of the objects whose text fonts (and per-character style fonts) are renamed by `rename`. */
export function renameFonts<T>(objects: readonly T[], rename: (family: string) => string): T[] {
  const copy = structuredClone(objects) as T[];
  walkText(copy, (node) => {
    if (typeof node.fontFamily === 'string') node.fontFamily = rename(node.fontFamily);
    for (const style of stylesOf(node.styles)) if (typeof style.fontFamily === 'string') style.fontFamily = rename(style.fontFamily);
  });
  return copy;
}

function walkText(list: readonly unknown[], visit: (node: TextLike) => void, depth = 0): void {
  if (depth > 100) return;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const node = item as TextLike;
    if (isTextType(node.type)) visit(node);
    if (Array.isArray(node.objects)) walkText(node.objects, visit, depth + 1);
    // A text used as an image's mask (decision 56) is drawn with its font too.
    if (node.clipPath && typeof node.clipPath === 'object') walkText([node.clipPath], visit, depth + 1);
  }
}

// Fabric 5 keeps styles as { line: { char: style } }, Fabric 6+ as [{ start, end, style }].
function stylesOf(value: unknown): Style[] {
  const out: Style[] = [];
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 4) return;
    if (Array.isArray(v)) {
      for (const range of v) if (range && typeof range === 'object' && 'style' in range) visit((range as { style: unknown }).style, depth + 1);
      return;
    }
    const record = v as Record<string, unknown>;
    if ('fontFamily' in record || 'fontWeight' in record || 'fontStyle' in record) out.push(record as Style);
    else for (const child of Object.values(record)) visit(child, depth + 1);
  };
  visit(value, 0);
  return out;
}
