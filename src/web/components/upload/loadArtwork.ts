import { withExplicitSvgSize } from '../../../shared/svg/size';
import { uploadArtWithProgress } from '../../api/uploads';
import type { Artwork } from './artworkDesign';
import { type ArtworkProblem, artworkDimensionsProblem, artworkSizeProblem, sniffArtworkType, typeProblem } from './artworkFile';

/** A file refused in the browser, with the page's message for it. */
export class ArtworkRefused extends Error {
  constructor(readonly problem: ArtworkProblem) {
    super(problem);
    this.name = 'ArtworkRefused';
  }
}

/** A guest's SVG is drawn to a PNG this long on its longer side (12 in at 300 DPI). */
const GUEST_SVG_SIDE = 3600;

/**
 * Checks a chosen file and makes it the page's artwork. A signed-in shopper's file is uploaded (the
 * server checks it again and sanitises an SVG); a guest's stays in the browser as a data: URL until
 * sign-in (their cart lives there too, decision 37), an SVG drawn to a PNG so no markup is kept.
 * A PDF is drawn by the server, which keeps it to print from (decision 80): a guest signs in first.
 */
export async function loadArtwork(file: File, opts: { signedIn: boolean; onProgress: (fraction: number) => void; signal?: AbortSignal }): Promise<Artwork> {
  const sizeProblem = artworkSizeProblem(file.size, opts.signedIn);
  if (sizeProblem) throw new ArtworkRefused(sizeProblem);
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const type = sniffArtworkType(head);
  if (!type) throw new ArtworkRefused(typeProblem(head));
  if (type === 'application/pdf') return uploadPdf(file, opts);
  // An SVG is decoded with its size written in, as the server stores it (a viewBox-only file has none).
  const image = await decode(type === 'image/svg+xml' ? await sizedSvg(file) : file);
  const dimensionsProblem = artworkDimensionsProblem(image.naturalWidth, image.naturalHeight);
  if (dimensionsProblem) throw new ArtworkRefused(dimensionsProblem);
  const name = artworkName(file.name);

  if (opts.signedIn) {
    const stored = await uploadArtWithProgress(file, opts.onProgress, opts.signal);
    return { src: stored.url, width: stored.width || image.naturalWidth, height: stored.height || image.naturalHeight, name };
  }
  if (type === 'image/svg+xml') {
    opts.onProgress(1);
    return { ...rasterise(image, GUEST_SVG_SIDE), name };
  }
  const src = await readAsDataUrl(file, opts.onProgress);
  return { src, width: image.naturalWidth, height: image.naturalHeight, name };
}

async function uploadPdf(file: File, opts: { signedIn: boolean; onProgress: (fraction: number) => void; signal?: AbortSignal }): Promise<Artwork> {
  if (!opts.signedIn) throw new ArtworkRefused('pdfGuest');
  const stored = await uploadArtWithProgress(file, opts.onProgress, opts.signal);
  return { src: stored.url, width: stored.width, height: stored.height, name: artworkName(file.name) };
}

async function sizedSvg(file: File): Promise<Blob> {
  return new Blob([withExplicitSvgSize(await file.text()).text], { type: 'image/svg+xml' });
}

/** The file's own name without folders or control characters, at most 120 characters (the upload name rule). */
export function artworkName(fileName: string): string {
  const clean = fileName
    .replace(/[\\/<>:"|?*\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean || 'Artwork';
}

async function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    throw new ArtworkRefused('unreadable');
  } finally {
    URL.revokeObjectURL(url);
  }
}

function rasterise(image: HTMLImageElement, longestSide: number): Pick<Artwork, 'src' | 'width' | 'height'> {
  const scale = longestSide / Math.max(image.naturalWidth, image.naturalHeight);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ArtworkRefused('unreadable');
  context.drawImage(image, 0, 0, width, height);
  return { src: canvas.toDataURL('image/png'), width, height };
}

/** A file as a data: URL (a guest's artwork stays in the browser). */
export function readAsDataUrl(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new ArtworkRefused('unreadable')));
    reader.onerror = () => reject(new ArtworkRefused('unreadable'));
    reader.readAsDataURL(file);
  });
}
