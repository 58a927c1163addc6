import { Ellipse, type FabricObject, Rect } from 'fabric';
import type { WorkspaceShape } from '../../shared/design';

/** The design area's outline as a Fabric object with its corner at (0, 0): one drawing for every use. */
export function designAreaShape(shape: WorkspaceShape, width: number, height: number, props: Record<string, unknown> = {}): FabricObject {
  const common = { left: 0, top: 0, originX: 'left' as const, originY: 'top' as const, strokeWidth: 0, ...props };
  if (shape === 'circle') return new Ellipse({ ...common, rx: width / 2, ry: height / 2 });
  const radius = shape === 'rounded-rectangle' ? Math.min(width, height) * 0.08 : 0;
  return new Rect({ ...common, width, height, rx: radius, ry: radius });
}

/** What a design's colours are: the canvas `background` and the workspace's own `fill` drawn over it. */
export interface DesignColours {
  shape: WorkspaceShape;
  width: number;
  height: number;
  fill?: string;
  background?: string;
}

/**
 * The design's background as objects to draw under the art (background, then the workspace fill), in
 * design coordinates: the same picture in the editor's exports and the server's production render.
 */
export function designBackgroundObjects(design: DesignColours): FabricObject[] {
  return [design.background, design.fill]
    .filter((colour): colour is string => !!colour)
    .map((colour) => designAreaShape(design.shape, design.width, design.height, { fill: colour, objectCaching: false, excludeFromExport: true }));
}
