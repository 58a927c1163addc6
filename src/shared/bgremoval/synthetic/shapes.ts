/**
 * Shapes as signed distances in pixels (negative inside) with a bounding box. The distances are exact or
 * lower bounds of the true distance, so a pixel whose centre is more than a pixel and a half inside or
 * outside is wholly inside or outside; only pixels near an edge are supersampled (see render.ts).
 */
export interface Shape {
  sd: (x: number, y: number) => number;
  box: [number, number, number, number];
}

export function circle(cx: number, cy: number, r: number): Shape {
  return { sd: (x, y) => Math.hypot(x - cx, y - cy) - r, box: [cx - r, cy - r, cx + r, cy + r] };
}

/** An ellipse; keep rx/ry between 2/3 and 3/2 so the distance estimate stays within the supersampling margin. */
export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  const m = Math.min(rx, ry);
  return { sd: (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * m, box: [cx - rx, cy - ry, cx + rx, cy + ry] };
}

export function roundRect(x0: number, y0: number, x1: number, y1: number, radius: number): Shape {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2 - radius;
  const hy = (y1 - y0) / 2 - radius;
  return {
    sd: (x, y) => {
      const qx = Math.abs(x - cx) - hx;
      const qy = Math.abs(y - cy) - hy;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
    },
    box: [x0, y0, x1, y1],
  };
}

/** A stroke of width 2r from a to b with round caps. */
export function capsule(ax: number, ay: number, bx: number, by: number, r: number): Shape {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy || 1;
  return {
    sd: (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / l2));
      return Math.hypot(x - ax - t * dx, y - ay - t * dy) - r;
    },
    box: [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r],
  };
}

/** A closed polygon (any winding), exact distance to its edges, inside by the even–odd rule. */
export function polygon(points: Array<[number, number]>): Shape {
  const n = points.length;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    sd: (x, y) => {
      let d2 = Number.POSITIVE_INFINITY;
      let inside = false;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const ax = xs[j];
        const ay = ys[j];
        const ex = xs[i] - ax;
        const ey = ys[i] - ay;
        const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey || 1)));
        d2 = Math.min(d2, (x - ax - t * ex) ** 2 + (y - ay - t * ey) ** 2);
        if (ys[i] > y !== ay > y && x < (ex * (y - ay)) / (ey || 1e-12) + ax) inside = !inside;
      }
      return inside ? -Math.sqrt(d2) : Math.sqrt(d2);
    },
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}

/** A star with `points` tips around (cx, cy). */
export function star(cx: number, cy: number, outer: number, inner: number, points: number, rotation = -Math.PI / 2): Shape {
  const corners: Array<[number, number]> = [];
  for (let k = 0; k < points * 2; k++) {
    const r = k % 2 === 0 ? outer : inner;
    const a = rotation + (k * Math.PI) / points;
    corners.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(corners);
}

export function union(...shapes: Shape[]): Shape {
  return {
    sd: (x, y) => {
      let d = Number.POSITIVE_INFINITY;
      for (const s of shapes) d = Math.min(d, s.sd(x, y));
      return d;
    },
    box: [Math.min(...shapes.map((s) => s.box[0])), Math.min(...shapes.map((s) => s.box[1])), Math.max(...shapes.map((s) => s.box[2])), Math.max(...shapes.map((s) => s.box[3]))],
  };
}

/** `a` with `b` cut out of it. */
export function subtract(a: Shape, b: Shape): Shape {
  return { sd: (x, y) => Math.max(a.sd(x, y), -b.sd(x, y)), box: a.box };
}

/** The band of width w centred on the shape's edge (an outline). */
export function outline(shape: Shape, w: number): Shape {
  const h = w / 2;
  return { sd: (x, y) => Math.abs(shape.sd(x, y)) - h, box: [shape.box[0] - h, shape.box[1] - h, shape.box[2] + h, shape.box[3] + h] };
}
