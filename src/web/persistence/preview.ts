import type { Editor } from '../../editor';
import { MAX_PREVIEW_DATA_URL_CHARS } from '../../shared/api/designs';

/** Previews sent with saves: the design on white, its longest side about this many pixels. */
export const PREVIEW_MAX_SIDE = 400;

/** The export multiplier that makes the longest side `maxSide` (never enlarging a small design). */
export function previewMultiplier(width: number, height: number, maxSide = PREVIEW_MAX_SIDE): number {
  const side = Math.max(width, height);
  if (!Number.isFinite(side) || side <= 0) return 1;
  return Math.min(1, maxSide / side);
}

async function toJpeg(pngDataUrl: string, quality = 0.85): Promise<string> {
  const img = new Image();
  img.src = pngDataUrl;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return pngDataUrl;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0);
  return canvas.toDataURL('image/jpeg', quality);
}

/**
 * A small JPEG preview of the design (the server makes the ≤ 200 px thumbnail from it). Undefined when
 * it cannot be made (e.g. an external image taints the canvas): the save goes on without one.
 */
export async function designPreview(editor: Editor, size: { width: number; height: number }): Promise<string | undefined> {
  try {
    const png = await editor.api.previewImage({ multiplier: previewMultiplier(size.width, size.height) });
    const preview = await toJpeg(png).catch(() => png);
    return preview.length <= MAX_PREVIEW_DATA_URL_CHARS ? preview : undefined;
  } catch (error) {
    console.warn('[designs] no preview for this save:', error);
    return undefined;
  }
}
