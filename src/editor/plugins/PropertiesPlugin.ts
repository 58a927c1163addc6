import { FabricImage, type FabricObject, Gradient, Shadow } from 'fabric';
import type { Editor } from '../core/Editor';
import { type CropRect, croppedBitmap } from '../image/crop';
import { outlineBitmap } from '../image/outline';

/** The style properties a properties panel edits (SPEC §3 canvas object stroke fields among them). */
export interface StyleProps {
  fill?: string;
  opacity?: number;
  stroke?: string | null;
  strokeWidth?: number;
  strokeDashArray?: number[] | null;
  strokeLineCap?: 'butt' | 'round' | 'square';
  strokeLineJoin?: 'bevel' | 'round' | 'miter';
  strokeMiterLimit?: number;
  strokeUniform?: boolean;
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: string | number;
  fontStyle?: 'normal' | 'italic';
  underline?: boolean;
  textAlign?: string;
  charSpacing?: number;
  bend?: number;
  text?: string;
}

export interface ShadowProps {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

declare module '../core/types' {
  interface EditorApis {
    setStyle(props: StyleProps): void;
    /** A linear gradient fill at an angle (degrees), kept as gradientAngle for the panel. */
    setGradient(colors: [string, string], angle: number): void;
    setShadow(shadow: ShadowProps | null): void;
    /** A white sticker border around text and images (width in px, 0 removes it). */
    setStickerOutline(width: number): Promise<void>;
  }
}

type Styled = FabricObject & { strokeColor?: string; gradientAngle?: number; stickerOutline?: number; extension?: Record<string, unknown>; initDimensions?: () => void };

/** Style of the selected objects: fill, gradient, every stroke property, opacity, shadow, sticker outline. */
export class PropertiesPlugin {
  static readonly pluginName = 'PropertiesPlugin';
  static readonly apis = ['setStyle', 'setGradient', 'setShadow', 'setStickerOutline'] as const;

  constructor(private readonly editor: Editor) {}

  private each(fn: (o: Styled) => void): void {
    const objects = this.editor.api.getSelection() as Styled[];
    if (!objects.length) return;
    for (const o of objects) {
      fn(o);
      o.initDimensions?.();
      o.setCoords();
    }
    this.editor.changed(objects);
  }

  setStyle(props: StyleProps): void {
    this.each((o) => {
      const own = Object.fromEntries(Object.entries(props).filter(([k]) => k in o || k === 'bend'));
      // strokeColor remembers the chosen outline colour so an import can re-apply it (SPEC §4).
      if (typeof props.stroke === 'string') own.strokeColor = props.stroke;
      if ('fill' in props) own.gradientAngle = undefined;
      o.set(own);
    });
  }

  setGradient(colors: [string, string], angle: number): void {
    this.each((o) => {
      const w = o.width || 1;
      const h = o.height || 1;
      const rad = (angle * Math.PI) / 180;
      const dx = (Math.cos(rad) * w) / 2;
      const dy = (Math.sin(rad) * h) / 2;
      o.set({
        fill: new Gradient({
          type: 'linear',
          gradientUnits: 'pixels',
          coords: { x1: w / 2 - dx, y1: h / 2 - dy, x2: w / 2 + dx, y2: h / 2 + dy },
          colorStops: [
            { offset: 0, color: colors[0] },
            { offset: 1, color: colors[1] },
          ],
        }),
        gradientAngle: angle,
      });
    });
  }

  setShadow(shadow: ShadowProps | null): void {
    this.each((o) => o.set({ shadow: shadow ? new Shadow(shadow) : null }));
  }

  async setStickerOutline(width: number): Promise<void> {
    const objects = this.editor.api.getSelection() as Styled[];
    for (const o of objects) {
      if (o instanceof FabricImage) await outlineImage(o, width);
      else if ('text' in o)
        o.set(
          width > 0
            ? { stroke: '#ffffff', strokeWidth: width * 2, paintFirst: 'stroke', strokeLineJoin: 'round', stickerOutline: width }
            : { stroke: null, strokeWidth: 0, paintFirst: 'fill', stickerOutline: 0 },
        );
      o.setCoords();
    }
    if (objects.length) this.editor.changed(objects);
  }
}

/** Images get a rendered border; the original source is kept so the border can change or go. */
async function outlineImage(image: FabricImage & Styled, width: number): Promise<void> {
  const extension = { ...(image.extension ?? {}) };
  const original = (extension.originalSrc as string | undefined) ?? image.getSrc();
  const centre = image.getCenterPoint();
  const source = await loadImage(original);
  // A cropped photo is outlined around the part it shows; the crop is kept to come back with the photo.
  const crop = (extension.crop as CropRect | undefined) ?? (image.hasCrop() ? { x: image.cropX, y: image.cropY, width: image.width, height: image.height } : undefined);
  if (width > 0) {
    const r = width / (image.scaleX || 1);
    image.set({ cropX: 0, cropY: 0 });
    image.setElement(outlineBitmap(crop ? croppedBitmap(source, crop) : source, r));
    extension.originalSrc = original;
    if (crop) extension.crop = crop;
  } else {
    image.setElement(source);
    if (crop) image.set({ cropX: crop.x, cropY: crop.y, width: crop.width, height: crop.height });
    delete extension.originalSrc;
    delete extension.crop;
  }
  image.set({ stickerOutline: width > 0 ? width : 0, extension } as Record<string, unknown>);
  image.setPositionByOrigin(centre, 'center', 'center');
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed to load'));
    img.src = src;
  });
}
