/**
 * SVG path data → absolute move/line/cubic/close segments, so one writer serves both PDF and SVG output.
 * Handles M L H V C S Q T Z in absolute and relative form (quadratics become cubics); arcs are refused
 * with a clear message because the cutline engine never produces them.
 */
import { ProductionInputError } from './types';

export type PathSegment =
  | { op: 'M'; x: number; y: number }
  | { op: 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const TOKEN = /([MmLlHhVvCcSsQqTtZzAa])|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;

export function parsePathData(d: string): PathSegment[] {
  const tokens: (string | number)[] = [];
  for (const m of d.matchAll(TOKEN)) tokens.push(m[1] ?? Number(m[2]));
  const leftover = d.replace(TOKEN, '').replace(/[\s,]/g, '');
  if (leftover) throw new ProductionInputError(`Cut path contains unexpected characters: "${leftover.slice(0, 20)}"`);
  const out: PathSegment[] = [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // Last control point, for the smooth (S/T) commands.
  let lastCubic: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  const num = (): number => {
    const v = tokens[i++];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new ProductionInputError(`Cut path command ${cmd} is missing a number`);
    return v;
  };
  while (i < tokens.length) {
    const t = tokens[i];
    if (typeof t === 'string') {
      if (t === 'A' || t === 'a') throw new ProductionInputError('Cut path arcs (A) are not supported; convert them to curves');
      cmd = t;
      i++;
    } else if (!cmd) throw new ProductionInputError('Cut path must start with a move (M)');
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    let cubic: [number, number] | null = null;
    let quad: [number, number] | null = null;
    if (up === 'Z') {
      out.push({ op: 'Z' });
      x = startX;
      y = startY;
    } else if (up === 'M') {
      x = ox + num();
      y = oy + num();
      startX = x;
      startY = y;
      out.push({ op: 'M', x, y });
      cmd = rel ? 'l' : 'L'; // further pairs after a move are lines
    } else if (up === 'L' || up === 'H' || up === 'V') {
      if (up !== 'V') x = ox + num();
      if (up !== 'H') y = oy + num();
      out.push({ op: 'L', x, y });
    } else if (up === 'C' || up === 'S') {
      const [x1, y1]: [number, number] = up === 'C' ? [ox + num(), oy + num()] : lastCubic ? [2 * x - lastCubic[0], 2 * y - lastCubic[1]] : [x, y];
      const x2 = ox + num();
      const y2 = oy + num();
      const nx = ox + num();
      const ny = oy + num();
      out.push({ op: 'C', x1, y1, x2, y2, x: nx, y: ny });
      cubic = [x2, y2];
      x = nx;
      y = ny;
    } else {
      // Q or T: a quadratic, written as the equivalent cubic.
      const control: [number, number] = up === 'Q' ? [ox + num(), oy + num()] : lastQuad ? [2 * x - lastQuad[0], 2 * y - lastQuad[1]] : [x, y];
      const [qx, qy] = control;
      const nx = ox + num();
      const ny = oy + num();
      out.push({ op: 'C', x1: x + (2 / 3) * (qx - x), y1: y + (2 / 3) * (qy - y), x2: nx + (2 / 3) * (qx - nx), y2: ny + (2 / 3) * (qy - ny), x: nx, y: ny });
      quad = [qx, qy];
      x = nx;
      y = ny;
    }
    lastCubic = cubic;
    lastQuad = quad;
    if (up === 'Z' && typeof tokens[i] === 'number') throw new ProductionInputError('Cut path has numbers after a close (Z)');
  }
  return out;
}

/** The same segments with every point mapped through f (e.g. workspace units → PDF points). */
export function mapSegments(segments: PathSegment[], f: (x: number, y: number) => [number, number]): PathSegment[] {
  return segments.map((s) => {
    if (s.op === 'Z') return s;
    const [x, y] = f(s.x, s.y);
    if (s.op !== 'C') return { op: s.op, x, y };
    const [x1, y1] = f(s.x1, s.y1);
    const [x2, y2] = f(s.x2, s.y2);
    return { op: 'C', x1, y1, x2, y2, x, y };
  });
}

const f = (v: number) => String(Math.round(v * 100) / 100 + 0);

/** Absolute SVG path data (M L C Z) for segments. */
export function svgPathData(segments: PathSegment[]): string {
  return segments
    .map((s) => {
      if (s.op === 'Z') return 'Z';
      if (s.op === 'C') return `C${f(s.x1)} ${f(s.y1)} ${f(s.x2)} ${f(s.y2)} ${f(s.x)} ${f(s.y)}`;
      return `${s.op}${f(s.x)} ${f(s.y)}`;
    })
    .join('');
}
