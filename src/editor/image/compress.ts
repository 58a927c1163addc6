import { compressionTarget, nextScale } from './compression-rules';

/** What compressImage hands back: the image to place, its pixel size, and its size in bytes. */
export interface CompressedImage {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
  /** false when the original was kept (small enough, vector, or nothing smaller was found). */
  compressed: boolean;
}

/** Encoder qualities tried at each scale, best first; the last one is the cheapest "can this scale make it?" probe. */
const QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.5];

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Ctx2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** Reads a Blob as a data URL (base64). */
export function readFileAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/** Decodes a data URL to a Blob locally (no fetch, so a strict connect-src CSP does not get in the way). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^,]*?),(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const meta = match[1].split(';');
  const type = meta[0] || 'text/plain';
  if (!meta.includes('base64')) return new Blob([decodeURIComponent(match[2])], { type });
  const binary = atob(match[2].replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** createImageBitmap where it can; an <img> otherwise (SVG, which createImageBitmap refuses from a Blob). */
export async function decodeImageBlob(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function' && blob.type !== 'image/svg+xml') {
    try {
      const bitmap = await createImageBitmap(blob);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // fall through to <img>, which knows a few more formats
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(image: Decoded, width: number, height: number): { canvas: AnyCanvas; ctx: Ctx2d } {
  const canvas = makeCanvas(width, height);
  const ctx = canvas.getContext('2d') as Ctx2d | null;
  if (!ctx) throw new Error('Canvas 2D is not available');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image.source, 0, 0, width, height);
  return { canvas, ctx };
}

function encode(canvas: AnyCanvas, type: string, quality?: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Could not encode the image'))), type, quality));
}

/** Any pixel not fully opaque? Read in strips so a large image does not need one huge ImageData. */
function hasTransparency(ctx: Ctx2d, width: number, height: number): boolean {
  const rows = Math.max(1, Math.floor(1_048_576 / width));
  for (let y = 0; y < height; y += rows) {
    const { data } = ctx.getImageData(0, y, width, Math.min(rows, height - y));
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  }
  return false;
}

/**
 * SPEC §9 image compression. Small images (and images already within their target) are kept as they
 * are. Otherwise the image is re-encoded — JPEG for opaque images, WebP (PNG where WebP cannot be
 * encoded) for images with transparency, since stickers rely on it — at decreasing quality, shrinking
 * the scale by the 0.8 step down to the 0.3 floor until the target is met. If even the floor misses,
 * the smallest result is returned: size never makes this fail.
 */
export async function compressImage(source: Blob | string, opts: { documentBytes: number }): Promise<CompressedImage> {
  const blob = typeof source === 'string' ? dataUrlToBlob(source) : source;
  const original = async () => (typeof source === 'string' ? source : readFileAsDataUrl(blob));
  const target = compressionTarget(blob.size, opts.documentBytes);
  const image = await decodeImageBlob(blob);
  try {
    const { width, height } = image;
    // A vector image is not rasterised: that would lose the scalability a sticker cut needs.
    if (target === null || blob.size <= target || blob.type === 'image/svg+xml' || !width || !height) {
      return { dataUrl: await original(), width, height, bytes: blob.size, compressed: false };
    }

    let best = { blob, width, height };
    const keep = (b: Blob, w: number, h: number) => {
      if (b.size < best.blob.size) best = { blob: b, width: w, height: h };
    };
    const full = draw(image, width, height);
    let type = blob.type !== 'image/jpeg' && hasTransparency(full.ctx, width, height) ? 'image/webp' : 'image/jpeg';
    let qualities = QUALITIES;

    for (let scale: number | null = 1; scale !== null; scale = nextScale(scale)) {
      const w = Math.max(1, Math.round(width * scale));
      const h = Math.max(1, Math.round(height * scale));
      const { canvas } = scale === 1 ? full : draw(image, w, h);
      const cheapest = await encode(canvas, type, qualities[qualities.length - 1]);
      // Browsers without a WebP encoder hand back PNG, which has no quality setting: only scale helps.
      if (cheapest.type !== type) {
        type = cheapest.type;
        qualities = [1];
      }
      keep(cheapest, w, h);
      if (cheapest.size > target) continue;
      let chosen = cheapest;
      for (const quality of qualities.slice(0, -1)) {
        const candidate = await encode(canvas, type, quality);
        if (candidate.size <= target) {
          chosen = candidate;
          break;
        }
      }
      return { dataUrl: await readFileAsDataUrl(chosen), width: w, height: h, bytes: chosen.size, compressed: true };
    }

    if (best.blob === blob) return { dataUrl: await original(), width, height, bytes: blob.size, compressed: false };
    return { dataUrl: await readFileAsDataUrl(best.blob), width: best.width, height: best.height, bytes: best.blob.size, compressed: true };
  } finally {
    image.close();
  }
}
