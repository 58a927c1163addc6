/**
 * A synthetic but realistic sticker design for the editor bench: a seeded mix of rectangles, circles and
 * ellipses, polygons (stars, hexagons, triangles), i-text, textboxes, blob paths, a few small data-URL PNG
 * images and groups, placed inside the 1500×1500 workspace. Built with Fabric's own classes and written
 * with `toObject()`, so the JSON is exactly what the editor saves. Runs in the bench page.
 */
import { Circle, Ellipse, FabricImage, type FabricObject, Gradient, Group, IText, Path, Polygon, Rect, Shadow, Textbox } from 'fabric';

export const WORKSPACE_SIDE = 1500;

export interface DesignJson {
  version: 2;
  workspace: { id: 'workspace'; shape: 'rectangle'; width: number; height: number };
  objects: Record<string, unknown>[];
}

/** mulberry32: small, fast, seeded. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTE = ['#f03e3e', '#f76707', '#f59f00', '#37b24d', '#1098ad', '#1c7ed6', '#7048e8', '#d6336c', '#212529', '#ffffff', '#fab005', '#12b886'];
const FONTS = ['Arial', 'Helvetica', 'Georgia', 'Verdana', 'Times New Roman', 'Courier New', 'Comic Sans MS'];
const WORDS = ['Hello', 'Best Day Ever', 'Good Vibes', 'Stay Wild', 'Coffee', 'Sale!', 'Team Blue', 'Love', 'Sunny', 'Go Team', 'Thank You', 'Summer 26'];
const SENTENCES = [
  'Handmade with love in a tiny studio by the sea.',
  'Peel, stick and smile: waterproof vinyl for every surface.',
  'Limited edition run, numbered and signed.',
  'Keep calm and put a sticker on it.',
];

/** Small PNG data URLs (a gradient disc with a ring and a letter), as a pasted logo or photo thumbnail would be. */
export function makeImageDataUrls(count: number): string[] {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const size = 64 + 16 * (i % 3);
    const c = document.createElement('canvas');
    c.width = c.height = size;
    const ctx = c.getContext('2d')!;
    const g = ctx.createRadialGradient(size * 0.4, size * 0.4, 2, size / 2, size / 2, size / 2);
    g.addColorStop(0, PALETTE[i % PALETTE.length]);
    g.addColorStop(1, PALETTE[(i + 5) % PALETTE.length]);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size / 2 - 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${size / 2}px Arial`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String.fromCharCode(65 + i), size / 2, size / 2);
    urls.push(c.toDataURL('image/png'));
  }
  return urls;
}

type Kind = 'rect' | 'circle' | 'ellipse' | 'polygon' | 'itext' | 'textbox' | 'path' | 'image' | 'group';

/** Share of each kind among the top-level objects (images are a fixed handful, see makeDesign). */
const MIX: Array<[Kind, number]> = [
  ['rect', 0.18],
  ['circle', 0.12],
  ['ellipse', 0.05],
  ['polygon', 0.15],
  ['itext', 0.14],
  ['textbox', 0.08],
  ['path', 0.2],
  ['group', 0.08],
];

function starPoints(spikes: number, outer: number, inner: number): Array<{ x: number; y: number }> {
  const pts: Array<{ x: number; y: number }> = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / spikes - Math.PI / 2;
    pts.push({ x: outer + r * Math.cos(a), y: outer + r * Math.sin(a) });
  }
  return pts;
}

function regularPoints(sides: number, r: number): Array<{ x: number; y: number }> {
  return Array.from({ length: sides }, (_, i) => {
    const a = (2 * Math.PI * i) / sides - Math.PI / 2;
    return { x: r + r * Math.cos(a), y: r + r * Math.sin(a) };
  });
}

/** A closed blob of cubic curves around (r, r): what a traced doodle or an icon outline looks like. */
function blobPath(random: () => number, r: number): string {
  const n = 5 + Math.floor(random() * 6);
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const rr = r * (0.55 + 0.45 * random());
    return { x: r + rr * Math.cos(a), y: r + rr * Math.sin(a) };
  });
  const f = (v: number) => v.toFixed(1);
  let d = `M ${f(pts[0].x)} ${f(pts[0].y)}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[i];
    const p1 = pts[(i + 1) % n];
    const k = 0.35;
    d += ` C ${f(p0.x + (p1.y - p0.y) * k)} ${f(p0.y - (p1.x - p0.x) * k)} ${f(p1.x + (p1.y - p0.y) * k)} ${f(p1.y - (p1.x - p0.x) * k)} ${f(p1.x)} ${f(p1.y)}`;
  }
  return `${d} Z`;
}

/**
 * `count` top-level objects (the groups' children come on top of that), deterministic for a seed.
 * Objects get ids `b<seed>-<n>`, children too.
 */
export async function makeDesign(count: number, seed: number, imageUrls: string[]): Promise<DesignJson> {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  let serial = 0;
  const nextId = () => `b${seed}-${serial++}`;

  const style = (o: FabricObject, w: number, h: number) => {
    const r = random();
    if (r < 0.06) {
      o.set({
        fill: new Gradient({
          type: 'linear',
          coords: { x1: 0, y1: 0, x2: w, y2: h },
          colorStops: [
            { offset: 0, color: pick(PALETTE) },
            { offset: 1, color: pick(PALETTE) },
          ],
        }),
      });
    } else {
      o.set({ fill: pick(PALETTE) });
    }
    if (random() < 0.3) {
      const color = pick(PALETTE);
      o.set({ stroke: color, strokeWidth: Math.round(between(2, 8)), strokeColor: color } as Record<string, unknown>);
    } else {
      o.set({ strokeWidth: 0 });
    }
    if (random() < 0.04) o.set({ shadow: new Shadow({ color: 'rgba(0,0,0,0.3)', blur: 8, offsetX: 3, offsetY: 3 }) });
    if (random() < 0.6) o.set({ opacity: 1 });
    else o.set({ opacity: Number(between(0.7, 1).toFixed(2)) });
  };

  const shape = (kind: Kind, size: number): FabricObject => {
    switch (kind) {
      case 'rect': {
        const w = size;
        const h = size * between(0.4, 1.4);
        const o = new Rect({ width: w, height: h, rx: random() < 0.4 ? size * 0.12 : 0, ry: 0 });
        if (o.rx) o.set({ ry: o.rx });
        style(o, w, h);
        return o;
      }
      case 'circle': {
        const o = new Circle({ radius: size / 2 });
        style(o, size, size);
        return o;
      }
      case 'ellipse': {
        const o = new Ellipse({ rx: size / 2, ry: (size / 2) * between(0.5, 0.9) });
        style(o, size, size);
        return o;
      }
      case 'polygon': {
        const v = random();
        const pts = v < 0.5 ? starPoints(5, size / 2, size / 4) : v < 0.8 ? regularPoints(6, size / 2) : regularPoints(3, size / 2);
        const o = new Polygon(pts);
        style(o, size, size);
        return o;
      }
      case 'path': {
        const o = new Path(blobPath(random, size / 2));
        style(o, size, size);
        return o;
      }
      case 'itext': {
        const o = new IText(random() < 0.2 ? `${pick(WORDS)}\n${pick(WORDS)}` : pick(WORDS), {
          fontFamily: pick(FONTS),
          fontSize: Math.round(between(24, 96)),
          fontWeight: random() < 0.3 ? 'bold' : 'normal',
          fill: pick(PALETTE),
          textAlign: 'center',
        });
        if (random() < 0.25) {
          const color = pick(PALETTE);
          o.set({ stroke: color, strokeWidth: 2, strokeColor: color } as Record<string, unknown>);
        }
        return o;
      }
      case 'textbox':
        return new Textbox(pick(SENTENCES), { width: Math.round(between(180, 420)), fontFamily: pick(FONTS), fontSize: Math.round(between(18, 36)), fill: pick(PALETTE) });
      default:
        throw new Error(`no simple shape for ${kind}`);
    }
  };

  const images = await Promise.all(imageUrls.map((url) => FabricImage.fromURL(url)));
  const kinds: Kind[] = [];
  // A few images (at most 8), the rest by the mix, shuffled into the stacking order.
  const imageCount = Math.min(imageUrls.length ? 8 : 0, Math.max(1, Math.round(count * 0.012)));
  for (let i = 0; i < imageCount; i++) kinds.push('image');
  while (kinds.length < count) {
    let r = random();
    let kind: Kind = 'rect';
    for (const [k, share] of MIX) {
      if (r < share) {
        kind = k;
        break;
      }
      r -= share;
    }
    kinds.push(kind);
  }
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }

  const objects: Record<string, unknown>[] = [];
  let imageIndex = 0;
  for (const kind of kinds) {
    let o: FabricObject;
    if (kind === 'image') {
      const source = images[imageIndex++ % images.length];
      o = new FabricImage(source.getElement() as HTMLImageElement);
      o.scale(between(1, 2.5));
    } else if (kind === 'group') {
      const children = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, i) => {
        const child = i === 0 && random() < 0.5 ? shape('itext', 0) : shape(pick(['rect', 'circle', 'polygon', 'path'] as const), between(40, 140));
        child.set({ left: between(0, 120), top: between(0, 120) });
        child.set({ id: nextId() } as Record<string, unknown>);
        return child;
      });
      o = new Group(children);
    } else {
      o = shape(kind, between(40, 260));
    }
    if (random() < 0.25) o.rotate(Math.round(between(-30, 30)));
    o.setCoords();
    const w = o.getScaledWidth();
    const h = o.getScaledHeight();
    o.set({ left: between(0, Math.max(1, WORKSPACE_SIDE - w)), top: between(0, Math.max(1, WORKSPACE_SIDE - h)) });
    o.set({ id: nextId() } as Record<string, unknown>);
    objects.push(o.toObject());
  }
  return { version: 2, workspace: { id: 'workspace', shape: 'rectangle', width: WORKSPACE_SIDE, height: WORKSPACE_SIDE }, objects };
}

/** How many objects of each type a document holds, groups' children included. */
export function typeCounts(objects: Record<string, unknown>[]): Record<string, number> {
  const out: Record<string, number> = {};
  const visit = (list: Record<string, unknown>[]) => {
    for (const o of list) {
      const type = String(o.type);
      out[type] = (out[type] ?? 0) + 1;
      if (Array.isArray(o.objects)) visit(o.objects as Record<string, unknown>[]);
    }
  };
  visit(objects);
  return out;
}
