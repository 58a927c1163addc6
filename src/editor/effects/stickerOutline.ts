import { FabricImage, type FabricObject } from 'fabric';
import { outlineMethod, stickerOutlineOf, textEffectOf } from '../document/effects/model';
import { type CropRect, croppedBitmap } from '../image/crop';
import { outlineBitmap } from '../image/outline';
import { textEffectProps, usesStroke } from './textEffects';

type Outlined = FabricObject & { extension?: Record<string, unknown> };

/**
 * Gives one object a sticker outline `width` wide (0 removes it) in `color` (default: the colour it has,
 * else white). Text strokes its glyphs, painted first; an image gets a bordered bitmap made from its
 * original; anything else keeps only the settings, drawn behind it at render time (decision 57).
 */
export async function applyStickerOutline(object: FabricObject, width: number, color?: string): Promise<void> {
  const w = Number.isFinite(width) ? Math.max(0, width) : 0;
  const chosen = color ?? stickerOutlineOf(object).color;
  const method = outlineMethod(object);
  if (method === 'bitmap' && object instanceof FabricImage) await outlineImage(object, w, chosen);
  else if (method === 'stroke') outlineText(object, w, chosen);
  else object.set({ stickerOutline: w, stickerOutlineColor: chosen });
  object.setCoords();
}

/** Text: the stroke is the outline; a preset that owns the stroke (Outline, Hollow) gives way to it. */
function outlineText(text: FabricObject, width: number, color: string): void {
  const effect = textEffectOf(text);
  if (width > 0 && usesStroke(effect)) text.set(textEffectProps(text, 'none'));
  const stroke =
    width > 0
      ? { stroke: color, strokeWidth: width * 2, paintFirst: 'stroke', strokeLineJoin: 'round', stickerOutline: width, stickerOutlineColor: color }
      : { stroke: null, strokeWidth: 0, paintFirst: 'fill', stickerOutline: 0, stickerOutlineColor: color };
  text.set(stroke);
  // A preset kept on (Shadow, Neon, Echo) puts this outline back when it is removed.
  const kept = textEffectOf(text);
  if (kept) text.set({ textEffect: { ...kept, restore: { ...kept.restore, ...stroke } } });
}

/** Images get a rendered border; the original source is kept so the border can change or go. */
async function outlineImage(image: FabricImage & Outlined, width: number, color: string): Promise<void> {
  const extension = { ...(image.extension ?? {}) };
  const original = (extension.originalSrc as string | undefined) ?? image.getSrc();
  const centre = image.getCenterPoint();
  const source = await loadImage(original);
  // A cropped photo is outlined around the part it shows; the crop is kept to come back with the photo (decision 55).
  const crop = (extension.crop as CropRect | undefined) ?? (image.hasCrop() ? { x: image.cropX, y: image.cropY, width: image.width, height: image.height } : undefined);
  if (width > 0) {
    const r = width / (image.scaleX || 1);
    image.set({ cropX: 0, cropY: 0 });
    image.setElement(outlineBitmap(crop ? croppedBitmap(source, crop) : source, r, color));
    extension.originalSrc = original;
    if (crop) extension.crop = crop;
  } else {
    image.setElement(source);
    if (crop) image.set({ cropX: crop.x, cropY: crop.y, width: crop.width, height: crop.height });
    delete extension.originalSrc;
    delete extension.crop;
  }
  image.set({ stickerOutline: width > 0 ? width : 0, stickerOutlineColor: color, extension } as Record<string, unknown>);
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
