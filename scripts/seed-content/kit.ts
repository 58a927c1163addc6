/**
 * The drawing kit of the starting set: each helper makes one canvas object with the editor's own classes
 * (Fabric's Textbox and IText, our CurvedText, the editor's shape maker) and answers its JSON exactly as
 * the editor saves it (`toObject` with our custom properties). Positions are given by the object's centre.
 */
import { Circle, type FabricObject, FabricImage, getEnv, IText, Point, Rect, Shadow, Textbox } from 'fabric';
import { CurvedText } from '../../src/editor/document';
import { makeShape, type ShapeKind } from '../../src/editor/plugins/shapes';
import { DESIGN_VERSION, type WorkspaceShape } from '../../src/shared/design';

export type Json = Record<string, unknown>;

let counter = 0;
/** Stable ids (the same script run gives the same documents, so the data file diffs cleanly). */
export function resetIds(prefix: string): void {
  counter = 0;
  idPrefix = prefix;
}
let idPrefix = 'seed';
const nextId = () => `${idPrefix}-${++counter}`;

function finish(object: FabricObject, cx: number, cy: number, extra: Json = {}): Json {
  object.set(extra);
  object.setPositionByOrigin(new Point(cx, cy), 'center', 'center');
  object.setCoords();
  const json = object.toObject() as Json;
  json.id = nextId();
  return json;
}

export interface TextStyle {
  font: string;
  size: number;
  fill: string;
  weight?: number | string;
  /** A sticker outline: a white (or given) stroke painted under the fill. */
  outline?: { width: number; colour?: string };
  charSpacing?: number;
  italic?: boolean;
  shadow?: boolean;
}

function textProps(style: TextStyle): Json {
  const props: Json = { fontFamily: style.font, fontSize: style.size, fill: style.fill, fontWeight: style.weight ?? 'normal', charSpacing: style.charSpacing ?? 0 };
  if (style.italic) props.fontStyle = 'italic';
  if (style.outline) {
    const colour = style.outline.colour ?? '#ffffff';
    Object.assign(props, { stroke: colour, strokeColor: colour, strokeWidth: style.outline.width * 2, paintFirst: 'stroke', strokeLineJoin: 'round', stickerOutline: style.outline.width });
  }
  if (style.shadow) props.shadow = new Shadow({ color: 'rgba(0,0,0,0.25)', blur: 8, offsetX: 4, offsetY: 6 });
  return props;
}

/** One line of text (the editor's Text tool). */
export function text(value: string, cx: number, cy: number, style: TextStyle): Json {
  return finish(new IText(value, { ...textProps(style), textAlign: 'center' }), cx, cy);
}

/** Wrapped, centred text of a given width (the editor's Paragraph tool). */
export function paragraph(value: string, cx: number, cy: number, width: number, style: TextStyle & { lineHeight?: number }): Json {
  return finish(new Textbox(value, { ...textProps(style), width, textAlign: 'center', lineHeight: style.lineHeight ?? 1.1 }), cx, cy);
}

/** Text on an arc (the editor's Curved text tool): bend > 0 arcs over the top, < 0 under the bottom. */
export function curved(value: string, cx: number, cy: number, bend: number, style: TextStyle): Json {
  return finish(new CurvedText({ text: value, bend, ...textProps(style) } as never), cx, cy);
}

/**
 * Text along a circle of the given radius around (cx, cy) — over the top, or under the bottom reading
 * left to right, like the rim of a badge. The bend follows from the text's length (CurvedText: the arc
 * is as long as the straight text), so every rim text sits on the same circle whatever its length.
 */
export function arcText(value: string, cx: number, cy: number, radius: number, side: 'top' | 'bottom', style: TextStyle): Json {
  const straight = new CurvedText({ text: value, bend: 0, ...textProps(style) } as never);
  const bend = Math.min(100, (straight.width / (2 * Math.PI * radius)) * 100);
  const object = new CurvedText({ text: value, bend: side === 'top' ? bend : -bend, ...textProps(style) } as never);
  // Top: the glyphs stand on the circle, so the box starts a cap height above it. Bottom: they hang
  // inside it, so the box ends a descent below it.
  const edge = side === 'top' ? new Point(cx, cy - radius - style.size * 0.78) : new Point(cx, cy + radius + style.size * 0.22);
  object.setPositionByOrigin(edge, 'center', side === 'top' ? 'top' : 'bottom');
  object.setCoords();
  const json = object.toObject() as Json;
  json.id = nextId();
  return json;
}

/** One of the editor's shapes (its Shapes panel), `size` across. */
export function shape(kind: ShapeKind, cx: number, cy: number, size: number, fill: string, extra: Json = {}): Json {
  const object = makeShape(kind, size, fill);
  return finish(object, cx, cy, extra);
}

export function circle(cx: number, cy: number, radius: number, fill: string, stroke?: { colour: string; width: number }): Json {
  return finish(new Circle({ radius, fill, stroke: stroke?.colour ?? null, strokeWidth: stroke?.width ?? 0, shape: 'circle' } as never), cx, cy);
}

export function rect(cx: number, cy: number, width: number, height: number, fill: string, options: { radius?: number; stroke?: { colour: string; width: number }; angle?: number } = {}): Json {
  const r = options.radius ?? 0;
  return finish(
    new Rect({ width, height, rx: r, ry: r, fill, stroke: options.stroke?.colour ?? null, strokeWidth: options.stroke?.width ?? 0, angle: options.angle ?? 0, shape: 'rectangle' } as never),
    cx,
    cy,
  );
}

/**
 * An image from storage (the demo AI generator's art, stored by the seeder at `src`), `size` across,
 * clipped to a circle when asked (the art is drawn on a white square).
 */
export function image(src: string, cx: number, cy: number, size: number, pixels: number, options: { clipCircle?: boolean } = {}): Json {
  // A blank canvas of the art's size stands in for it: only the geometry is saved, `src` is set below.
  const object = new FabricImage(getEnv().document.createElement('canvas'), { width: pixels, height: pixels, scaleX: size / pixels, scaleY: size / pixels });
  if (options.clipCircle) object.clipPath = new Circle({ radius: pixels / 2 - 4, originX: 'center', originY: 'center', left: 0, top: 0 });
  const json = finish(object, cx, cy);
  json.src = src;
  json.crossOrigin = 'anonymous';
  return json;
}

export interface DocumentSpec {
  shape: WorkspaceShape;
  width: number;
  height: number;
  objects: Json[];
  background?: string;
}

/** A whole design document in the editor's saved shape (version, workspace, objects, cut settings). */
export function designDocument(spec: DocumentSpec): Json {
  const cutShape = spec.shape === 'contour' ? 'contour' : spec.shape;
  return {
    version: DESIGN_VERSION,
    workspace: { id: 'workspace', shape: spec.shape, width: spec.width, height: spec.height },
    objects: spec.objects,
    cut: { shape: cutShape, kind: 'die', offsetIn: 0.125 },
  };
}
