import { MAX_WORKSPACE_SIDE, WORKSPACE_ID, WORKSPACE_SHAPES, type Workspace, type WorkspaceShape } from './schema';

type RawObject = Record<string, unknown>;

export const isWorkspaceObject = (object: unknown): object is RawObject => !!object && typeof object === 'object' && (object as RawObject).id === WORKSPACE_ID;

const toNumber = (value: unknown, fallback: number) => {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : Number.NaN;
};

// The workspace's own `shape` wins; otherwise the kind of Fabric object tells it.
function shapeOf(object: RawObject): WorkspaceShape {
  if ((WORKSPACE_SHAPES as readonly unknown[]).includes(object.shape)) return object.shape as WorkspaceShape;
  const type = typeof object.type === 'string' ? object.type.toLowerCase() : '';
  if (type === 'circle' || type === 'ellipse') return 'circle';
  if (type === 'path') return 'contour';
  return toNumber(object.rx, 0) > 0 || toNumber(object.ry, 0) > 0 ? 'rounded-rectangle' : 'rectangle';
}

/** A paint that draws something: a colour string, not empty or 'transparent' (gradients are not kept). */
export function designColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  if (!colour || colour.toLowerCase() === 'transparent' || colour.toLowerCase() === 'none') return undefined;
  return colour;
}

const DEFAULT_WHITE = new Set(['#fff', '#ffffff', '#ffffffff', 'white', 'rgb(255,255,255)', 'rgb(255, 255, 255)']);

// Scaling leaves float noise (1499.9999999); a thousandth of a pixel is below anything printable.
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The workspace description of a Fabric workspace object (vue-fabric-editor's Rect with id 'workspace'):
 * its drawn size, width × scaleX by height × scaleY. Null when that size is not a usable workspace.
 */
export function workspaceFromObject(object: RawObject): Workspace | null {
  const width = round(toNumber(object.width, Number.NaN) * Math.abs(toNumber(object.scaleX, 1)));
  const height = round(toNumber(object.height, Number.NaN) * Math.abs(toNumber(object.scaleY, 1)));
  const valid = (n: number) => Number.isFinite(n) && n > 0 && n <= MAX_WORKSPACE_SIDE;
  if (!valid(width) || !valid(height)) return null;
  const fill = designColour(object.fill);
  // White is vue-fabric-editor's default workspace, not a chosen colour: kept as "no fill" (transparent sticker).
  return { id: WORKSPACE_ID, shape: shapeOf(object), width, height, ...(fill && !DEFAULT_WHITE.has(fill.toLowerCase()) ? { fill } : {}) };
}
