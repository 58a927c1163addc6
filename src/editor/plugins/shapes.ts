import { Circle, type FabricObject, Line, Path, Polygon, Rect, Triangle } from 'fabric';

export const SHAPE_KINDS = ['rectangle', 'circle', 'triangle', 'star', 'heart', 'line', 'polygon'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** Points of a regular star (outer/inner radius) or polygon, centred on (r, r). */
function radialPoints(count: number, outer: number, inner = outer): Array<{ x: number; y: number }> {
  const points = [];
  const steps = inner === outer ? count : count * 2;
  for (let i = 0; i < steps; i++) {
    const r = inner === outer || i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / steps;
    points.push({ x: outer + r * Math.cos(a), y: outer + r * Math.sin(a) });
  }
  return points;
}

const HEART_PATH = 'M 150 270 C 150 270 20 190 20 100 C 20 50 60 20 100 20 C 125 20 145 35 150 55 C 155 35 175 20 200 20 C 240 20 280 50 280 100 C 280 190 150 270 150 270 Z';

/** A new shape of the given kind, `size` px across, top-left at (0, 0). */
export function makeShape(kind: ShapeKind, size: number, fill: string): FabricObject {
  const common = { left: 0, top: 0, fill, stroke: null, strokeWidth: 0, shape: kind } as Record<string, unknown>;
  switch (kind) {
    case 'rectangle':
      return new Rect({ ...common, width: size, height: size * 0.7 });
    case 'circle':
      return new Circle({ ...common, radius: size / 2 });
    case 'triangle':
      return new Triangle({ ...common, width: size, height: size * 0.87 });
    case 'star':
      return new Polygon(radialPoints(5, size / 2, size / 5), common);
    case 'polygon':
      return new Polygon(radialPoints(6, size / 2), common);
    case 'heart': {
      const heart = new Path(HEART_PATH, common);
      heart.scaleToWidth(size);
      return heart;
    }
    case 'line':
      return new Line([0, 0, size, 0], { ...common, stroke: fill, strokeWidth: Math.max(4, size / 40), strokeLineCap: 'round' });
  }
}
