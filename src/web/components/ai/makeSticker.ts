import { uploadArtWithProgress } from '../../api/uploads';
import { fetchImageFile } from '../editor/bgRemoval/removeImageBackground';
import { decodeToImageData, encodePng } from '../tools/remove-background/imageIo';
import { resultFileName } from '../tools/remove-background/limits';
import { DEFAULT_SETTINGS } from '../tools/remove-background/protocol';
import { resultNotice } from '../tools/remove-background/resultNotice';
import { removeBackgroundInWorker } from '../tools/remove-background/runInWorker';
import type { Artwork } from '../upload/artworkDesign';
import { readAsDataUrl } from '../upload/loadArtwork';

/** Where "Make it a sticker" is: reading the picture, removing its background (share done), storing the cut-out. */
export type StickerPhase = { phase: 'reading' } | { phase: 'removing'; fraction: number } | { phase: 'storing'; fraction: number };

/**
 * A generated picture made ready to order as a sticker: its background removed with the background
 * removal tool's method and worker (a picture with no plain background is kept as it is), then stored
 * as an upload is — a signed-in shopper's on the server, a guest's in the browser (decision 37). The
 * white border and the cut line are the order preview's (ArtworkOrder), traced around what is left.
 */
export async function stickerArtworkOf(
  image: { url: string; prompt: string },
  { signedIn, onPhase, signal }: { signedIn: boolean; onPhase: (phase: StickerPhase) => void; signal?: AbortSignal },
): Promise<Artwork> {
  onPhase({ phase: 'reading' });
  const { image: pixels } = await decodeToImageData(await fetchImageFile(image.url, signal));
  onPhase({ phase: 'removing', fraction: 0 });
  const output = await removeBackgroundInWorker(pixels, DEFAULT_SETTINGS, { onProgress: (fraction) => onPhase({ phase: 'removing', fraction }), signal });
  const notice = resultNotice(output);
  const kept = notice === 'nothingRemoved' || notice === 'nothingLeft' ? { data: pixels.data, width: pixels.width, height: pixels.height } : output;
  onPhase({ phase: 'storing', fraction: 0 });
  const name = stickerName(image.prompt);
  const file = new File([await encodePng(kept.data, kept.width, kept.height)], resultFileName(name), { type: 'image/png' });
  const onProgress = (fraction: number) => onPhase({ phase: 'storing', fraction });
  if (signedIn) {
    const stored = await uploadArtWithProgress(file, onProgress, signal);
    return { src: stored.url, width: stored.width || kept.width, height: stored.height || kept.height, name };
  }
  return { src: await readAsDataUrl(file, onProgress), width: kept.width, height: kept.height, name };
}

/** The sticker's name: the prompt's first words, as the results name a picture added to a design. */
export function stickerName(prompt: string): string {
  const words = prompt
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (words || 'AI sticker').slice(0, 60);
}
