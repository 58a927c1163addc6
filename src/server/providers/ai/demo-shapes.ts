/**
 * The demo generator's drawing kit: sticker subjects as SVG path data in a 1000×1000 design space
 * centred on (500, 500), each fitting within ~230..770 so a thick sticker border still fits.
 */

export type Point = [number, number];

const f = (n: number) => Math.round(n * 10) / 10;

export function circlePath(cx: number, cy: number, r: number): string {
  return ellipsePath(cx, cy, r, r);
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`;
}

export function polygonPath(points: Point[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
}

/** A closed Catmull-Rom curve through the points, as cubic Béziers: soft, organic outlines. */
export function smoothClosedPath(points: Point[]): string {
  const n = points.length;
  let d = `M${f(points[0][0])} ${f(points[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n];
    const p1 = points[i];
    const p2 = points[(i + 1) % n];
    const p3 = points[(i + 2) % n];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** Points on a ring whose radius alternates (stars, sun rays) or is modulated (scallops, blobs). */
export function radialPoints(count: number, radiusAt: (i: number, angle: number) => number, cx = 500, cy = 500, turn = -Math.PI / 2): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    const r = radiusAt(i, angle);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
}

/**
 * One part of a subject: a filled area with the dark outline around it. Its path may be several
 * overlapping subpaths (a cloud's bumps): they are outlined as one shape. `tone` picks the palette slot.
 */
export interface ShapePart {
  d: string;
  tone: 'primary' | 'secondary' | 'accent' | 'light';
}

export interface Subject {
  /** Everything the sticker border goes around (subpaths may overlap). */
  silhouette: string;
  /** Drawn in order, over the border. */
  parts: ShapePart[];
  /** Where a face goes, if this subject gets one. */
  face?: { cx: number; cy: number; size: number };
  /** The part patterns and the shine are clipped to. */
  body: string;
}

export const SUBJECT_KINDS = ['blob', 'star', 'heart', 'flower', 'cloud', 'sun', 'ghost', 'cat', 'bear', 'dog', 'bolt', 'badge', 'drop'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** `rand` in [0, 1) varies proportions, so two stars of different prompts are not the same star. */
export function drawSubject(kind: SubjectKind, rand: () => number): Subject {
  switch (kind) {
    case 'blob': {
      const points = radialPoints(7 + Math.floor(rand() * 3), () => 230 + rand() * 60);
      const d = smoothClosedPath(points);
      return { silhouette: d, body: d, parts: [{ d, tone: 'primary' }], face: { cx: 500, cy: 520, size: 1 } };
    }
    case 'star': {
      const inner = 130 + rand() * 30;
      const d = polygonPath(radialPoints(10, (i) => (i % 2 === 0 ? 300 : inner)));
      return { silhouette: d, body: d, parts: [{ d, tone: 'primary' }], face: { cx: 500, cy: 530, size: 0.7 } };
    }
    case 'heart': {
      const w = 250 + rand() * 30;
      const d = `M500 770C${500 - w * 1.15} 600 ${500 - w * 1.1} 330 ${500 - w * 0.45} 270C${500 - w * 0.15} 245 490 300 500 350C510 300 ${500 + w * 0.15} 245 ${500 + w * 0.45} 270C${500 + w * 1.1} 330 ${500 + w * 1.15} 600 500 770Z`;
      return { silhouette: d, body: d, parts: [{ d, tone: 'primary' }], face: { cx: 500, cy: 480, size: 0.9 } };
    }
    case 'flower': {
      const petals = 5 + Math.floor(rand() * 4);
      const petalR = 110 + rand() * 20;
      const petalPaths = radialPoints(petals, () => 175).map(([x, y]) => circlePath(x, y, petalR));
      const centre = circlePath(500, 500, 130);
      const silhouette = [...petalPaths, centre].join('');
      return {
        silhouette,
        body: centre,
        parts: [...petalPaths.map((d) => ({ d, tone: 'primary' as const })), { d: centre, tone: 'accent' }],
        face: { cx: 500, cy: 505, size: 0.5 },
      };
    }
    case 'cloud': {
      const bumps: Array<[number, number, number]> = [
        [370, 540, 130],
        [500, 450, 165 + rand() * 20],
        [640, 530, 135],
        [500, 590, 150],
        [290, 600, 90],
        [715, 605, 90],
      ];
      const d = bumps.map(([x, y, r]) => circlePath(x, y, r)).join('');
      const core = ellipsePath(500, 560, 220, 150);
      return { silhouette: d, body: core, parts: [{ d, tone: 'primary' }], face: { cx: 500, cy: 560, size: 0.85 } };
    }
    case 'sun': {
      const rays = 10 + Math.floor(rand() * 6);
      const raysPath = polygonPath(radialPoints(rays * 2, (i) => (i % 2 === 0 ? 310 : 210)));
      const disc = circlePath(500, 500, 205);
      return {
        silhouette: raysPath + disc,
        body: disc,
        parts: [
          { d: raysPath, tone: 'accent' },
          { d: disc, tone: 'primary' },
        ],
        face: { cx: 500, cy: 510, size: 0.85 },
      };
    }
    case 'ghost': {
      const waves = 3 + Math.floor(rand() * 2);
      const left = 290;
      const right = 710;
      const step = (right - left) / waves;
      let bottom = '';
      for (let i = 0; i < waves; i++) {
        const x0 = right - i * step;
        bottom += `Q${f(x0 - step / 2)} ${i % 2 === 0 ? 820 : 700} ${f(x0 - step)} 760`;
      }
      const d = `M${left} 760L${left} 470A210 210 0 0 1 ${right} 470L${right} 760${bottom}Z`;
      return { silhouette: d, body: d, parts: [{ d, tone: 'primary' }], face: { cx: 500, cy: 470, size: 0.95 } };
    }
    case 'cat': {
      const head = ellipsePath(500, 540, 250, 215);
      const earL = polygonPath([
        [285, 470],
        [300, 240 + rand() * 30],
        [430, 345],
      ]);
      const earR = polygonPath([
        [715, 470],
        [700, 240 + rand() * 30],
        [570, 345],
      ]);
      return {
        silhouette: earL + earR + head,
        body: head,
        parts: [
          { d: earL, tone: 'primary' },
          { d: earR, tone: 'primary' },
          { d: head, tone: 'primary' },
        ],
        face: { cx: 500, cy: 560, size: 1 },
      };
    }
    case 'bear': {
      const head = circlePath(500, 540, 235);
      const earL = circlePath(320, 340, 85);
      const earR = circlePath(680, 340, 85);
      const innerL = circlePath(320, 340, 45);
      const innerR = circlePath(680, 340, 45);
      return {
        silhouette: earL + earR + head,
        body: head,
        parts: [
          { d: earL, tone: 'primary' },
          { d: earR, tone: 'primary' },
          { d: innerL, tone: 'secondary' },
          { d: innerR, tone: 'secondary' },
          { d: head, tone: 'primary' },
        ],
        face: { cx: 500, cy: 560, size: 1 },
      };
    }
    case 'dog': {
      const head = ellipsePath(500, 520, 215, 230);
      const tilt = 10 + rand() * 15;
      const earL = smoothClosedPath([
        [330, 330],
        [250, 380 + tilt],
        [215, 560 + tilt],
        [280, 610 + tilt],
        [345, 470],
      ]);
      const earR = smoothClosedPath([
        [670, 330],
        [750, 380 + tilt],
        [785, 560 + tilt],
        [720, 610 + tilt],
        [655, 470],
      ]);
      return {
        silhouette: earL + earR + head,
        body: head,
        parts: [
          { d: head, tone: 'primary' },
          { d: earL, tone: 'secondary' },
          { d: earR, tone: 'secondary' },
        ],
        face: { cx: 500, cy: 540, size: 0.95 },
      };
    }
    case 'bolt': {
      const d = polygonPath([
        [560, 220],
        [320, 540],
        [480, 540],
        [420, 790],
        [690, 430],
        [525, 430],
        [610, 220],
      ]);
      return { silhouette: d, body: d, parts: [{ d, tone: 'primary' }] };
    }
    case 'badge': {
      const scallops = 14 + Math.floor(rand() * 8);
      const outer = smoothClosedPath(radialPoints(scallops * 2, (i) => (i % 2 === 0 ? 300 : 272)));
      const inner = circlePath(500, 500, 215);
      const emblem = polygonPath(radialPoints(10, (i) => (i % 2 === 0 ? 150 : 65)));
      return {
        silhouette: outer,
        body: inner,
        parts: [
          { d: outer, tone: 'primary' },
          { d: inner, tone: 'light' },
          { d: emblem, tone: 'accent' },
        ],
      };
    }
    case 'drop': {
      const d = 'M500 220C560 330 740 470 740 590A240 240 0 0 1 260 590C260 470 440 330 500 220Z';
      return { silhouette: d, body: d, parts: [{ d, tone: 'primary' }], face: { cx: 500, cy: 600, size: 0.95 } };
    }
  }
}

/** A four-pointed sparkle, drawn as its own small sticker around the main one. */
export function sparklePath(cx: number, cy: number, r: number): string {
  return polygonPath(radialPoints(8, (i) => (i % 2 === 0 ? r : r * 0.32), cx, cy));
}
