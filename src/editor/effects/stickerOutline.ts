import { FabricImage, type FabricObject } from 'fabric';
import { hasBakedOutline, outlineMethod, stickerOutlineOf, textEffectOf } from '../document/effects/model';
import { type CropRect, croppedBitmap } from '../image/crop';
import { outlineBitmap, outlinePadPixels, paddedBitmap } from '../image/outline';
import { textEffectProps, usesStroke } from './textEffects';

type Outlined = FabricObject & { extension?: Record<string, unknown> };

/**
 * Gives one object a sticker outline `width` wide (0 removes it) in `color` (default: the colour it has,
 * else white). Text strokes its glyphs, painted first; an image gets a bordered bitmap made from its
 * original; anything else keeps only the settings, drawn behind it at render time (decision 57).
 */
export async function applyStickerOutline(object: FabricObject, width: number, color?: string): Promise<void> {
  (await prepareStickerOutline(object, width, color))();
}

/**
 * What `applyStickerOutline` does, in two halves: the promise loads what the outline needs (an image's
 * original pixels); the function it resolves to changes the object, synchronously, so that it can run
 * inside a transaction (decision 77).
 */
export async function prepareStickerOutline(object: FabricObject, width: number, color?: string): Promise<() => void> {
  const w = Number.isFinite(width) ? Math.max(0, width) : 0;
  const chosen = color ?? stickerOutlineOf(object).color;
  const change =
    object instanceof FabricImage
      ? await prepareImageOutline(object, w, chosen)
      : outlineMethod(object) === 'stroke'
        ? () => outlineText(object, w, chosen)
        : () => object.set({ stickerOutline: w, stickerOutlineColor: chosen });
  return () => {
    change();
    object.setCoords();
  };
}

/**
 * Makes an outlined photo's border drawn at render time instead of baked (decision 66), same width,
 * colour and size: called before a mask or an adjustment reaches it, as the mask would clip a baked
 * border away and the filters would tint it. Resolves to the synchronous change (nothing to do for a
 * photo without a baked border).
 */
export async function prepareDrawnOutline(image: FabricImage): Promise<() => void> {
  if (!hasBakedOutline(image)) return () => {};
  const { width, color } = stickerOutlineOf(image);
  const change = await prepareImageOutline(image as FabricImage & Outlined, width, color, true);
  return () => {
    change();
    image.set({ dirty: true });
    image.setCoords();
  };
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

/**
 * Images get a bitmap one border wider on each side, made from the original source (kept so the border
 * can change or go): with the border baked in for a plain photo (decision 57), or with a transparent
 * margin for a border drawn at render time when the photo is masked or adjusted (decision 66).
 */
async function prepareImageOutline(image: FabricImage & Outlined, width: number, color: string, drawn = needsDrawnOutline(image)): Promise<() => void> {
  const original = (image.extension?.originalSrc as string | undefined) ?? image.getSrc();
  const source = await loadImage(original);
  return () => {
    const extension = { ...(image.extension ?? {}) };
    const centre = image.getCenterPoint();
    // A cropped photo is outlined around the part it shows; the crop is kept to come back with the photo (decision 55).
    const crop = (extension.crop as CropRect | undefined) ?? (image.hasCrop() ? { x: image.cropX, y: image.cropY, width: image.width, height: image.height } : undefined);
    delete extension.drawnOutline;
    delete extension.outlinePad;
    if (width > 0) {
      const r = width / (image.scaleX || 1);
      const photo = crop ? croppedBitmap(source, crop) : source;
      image.set({ cropX: 0, cropY: 0 });
      // setElement runs the image's filters again, on the new bitmap.
      image.setElement(drawn ? paddedBitmap(photo, r) : outlineBitmap(photo, r, color));
      extension.originalSrc = original;
      if (crop) extension.crop = crop;
      if (drawn) Object.assign(extension, { drawnOutline: true, outlinePad: outlinePadPixels(r) });
    } else {
      image.setElement(source);
      if (crop) image.set({ cropX: crop.x, cropY: crop.y, width: crop.width, height: crop.height });
      delete extension.originalSrc;
      delete extension.crop;
    }
    image.set({ stickerOutline: width > 0 ? width : 0, stickerOutlineColor: color, extension } as Record<string, unknown>);
    image.setPositionByOrigin(centre, 'center', 'center');
  };
}

/** A masked or adjusted photo shows other pixels than its bitmap's: its border is drawn, not baked. */
function needsDrawnOutline(image: FabricImage): boolean {
  return !!image.clipPath || image.filters.length > 0;
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
