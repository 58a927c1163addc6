/**
 * The real size of the sticker: the box of its cut line (what the customer holds), not the workspace it
 * was drawn on. Pure (unit-tested).
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Bounds of absolute SVG path data (M, L, C, Z, as the cutline engine writes); cubics sampled, so the box is tight. */
export function pathBounds(d: string): Box | null {
  const tokens = d.match(/[MLCZmlcz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = (x: number, y: number) => {
    box.x0 = Math.min(box.x0, x);
    box.x1 = Math.max(box.x1, x);
    box.y0 = Math.min(box.y0, y);
    box.y1 = Math.max(box.y1, y);
  };
  let op = '';
  let [cx, cy] = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    if (/[A-Za-z]/.test(tokens[i])) op = tokens[i++].toUpperCase();
    if (op === 'Z') continue;
    const need = op === 'C' ? 6 : 2;
    const v = tokens.slice(i, i + need).map(Number);
    if (v.length < need || v.some((n) => !Number.isFinite(n))) break;
    i += need;
    if (op === 'C') {
      for (let k = 1; k <= 8; k++) {
        const t = k / 8;
        const a = (1 - t) ** 3;
        const b = 3 * (1 - t) ** 2 * t;
        const c = 3 * (1 - t) * t * t;
        const e = t ** 3;
        add(a * cx + b * v[0] + c * v[2] + e * v[4], a * cy + b * v[1] + c * v[3] + e * v[5]);
      }
      [cx, cy] = [v[4], v[5]];
    } else {
      [cx, cy] = [v[0], v[1]];
      add(cx, cy);
    }
  }
  return box.x0 <= box.x1 ? box : null;
}

/** The sticker as cut, inches: the cut path's box (workspace units) at `inchesPerUnit`; null without a cut. */
export function cutSizeIn(cutPath: string | null | undefined, inchesPerUnit: number): { widthIn: number; heightIn: number } | null {
  const box = cutPath ? pathBounds(cutPath) : null;
  return box ? { widthIn: (box.x1 - box.x0) * inchesPerUnit, heightIn: (box.y1 - box.y0) * inchesPerUnit } : null;
}
