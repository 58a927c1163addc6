import type { Editor } from '../../../../editor';
import { dataUrlToBlob } from '../../../../editor/light';
import { decodeToImageData, encodePng, ImageLoadError } from '../../tools/remove-background/imageIo';
import { fileProblem, resultFileName } from '../../tools/remove-background/limits';
import { DEFAULT_SETTINGS, type RemovalOutput, type RemovalSettings } from '../../tools/remove-background/protocol';
import { type ResultNotice, resultNotice } from '../../tools/remove-background/resultNotice';
import { RemovalFailure, removeBackgroundInWorker } from '../../tools/remove-background/runInWorker';

/** Where a removal is: reading the image, removing (with the share done), or storing the cut-out. */
export type RemovalPhase = { phase: 'reading' } | { phase: 'removing'; fraction: number } | { phase: 'saving' };

/** A failure whose message is an i18n key (the tool page's bgremoval.errors.*, or editorBgRemoval.errors.*). */
export class EditorRemovalError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'EditorRemovalError';
  }
}

export type RemovalOutcome =
  /** The image now shows the cut-out; `notice` warns of a rough cut, `uploadFailed` that it stayed inline. */
  | { status: 'replaced'; notice: ResultNotice | null; uploadFailed: boolean; scaled: boolean }
  /** No background was found (or nothing would be left): the image was not changed. */
  | { status: 'unchanged'; notice: 'nothingRemoved' | 'nothingLeft' };

type RemovableImage = Parameters<Editor['api']['imagePixelSource']>[0] & { id?: string; name?: string };

export interface RemovalSteps {
  /** The image file behind a source address (a data: URL, a material, an allowed host). */
  fetchSource(src: string, signal?: AbortSignal): Promise<Blob>;
  decode(blob: Blob): Promise<{ image: ImageData; scaled: boolean }>;
  remove(image: ImageData, settings: RemovalSettings, options: { onProgress: (fraction: number) => void; signal?: AbortSignal }): Promise<RemovalOutput>;
  encode(output: RemovalOutput): Promise<Blob>;
  /** Stores the cut-out as the app stores placed images (a signed-in user's materials, else inline) and returns its address. */
  store(png: Blob, fileName: string): Promise<{ src: string; uploadFailed: boolean }>;
}

export const browserSteps: Omit<RemovalSteps, 'store'> = {
  fetchSource: fetchImageFile,
  decode: decodeToImageData,
  remove: removeBackgroundInWorker,
  encode: (output) => encodePng(output.data, output.width, output.height),
};

/**
 * "Remove background" on an image of the design, with the tool page's method, limits and messages:
 * the image's own pixels (scaled down past the tool's size limit) go through the tool's worker; a
 * result with no background found leaves the image as it was; otherwise the cut-out is stored like
 * any placed image and swapped in as one undoable step. Cancelling (the signal) changes nothing.
 */
export async function removeImageBackground(
  editor: Editor,
  image: RemovableImage,
  steps: RemovalSteps,
  { onPhase, signal }: { onPhase?: (phase: RemovalPhase) => void; signal?: AbortSignal } = {},
): Promise<RemovalOutcome> {
  const id = image.id;
  if (!id) throw new EditorRemovalError('editorBgRemoval.errors.gone');
  onPhase?.({ phase: 'reading' });
  const blob = await steps.fetchSource(editor.api.imagePixelSource(image as never), signal);
  refuseUnusableFile(blob);
  const { image: pixels, scaled } = await steps.decode(blob);
  throwIfAborted(signal);
  onPhase?.({ phase: 'removing', fraction: 0 });
  const output = await steps.remove(pixels, DEFAULT_SETTINGS, { onProgress: (fraction) => onPhase?.({ phase: 'removing', fraction }), signal });
  const notice = resultNotice(output);
  if (notice === 'nothingRemoved' || notice === 'nothingLeft') return { status: 'unchanged', notice };
  onPhase?.({ phase: 'saving' });
  const png = await steps.encode(output);
  throwIfAborted(signal);
  const stored = await steps.store(png, cutoutFileName(image));
  throwIfAborted(signal);
  await editor.api.replaceImagePixels(id, stored.src);
  return { status: 'replaced', notice, uploadFailed: stored.uploadFailed, scaled };
}

/** The tool's checks on a file (type, size, empty), with a message of our own for a vector image. */
function refuseUnusableFile(blob: Blob): void {
  const type = blob.type.split(';')[0].trim().toLowerCase();
  if (type === 'image/svg+xml') throw new EditorRemovalError('editorBgRemoval.errors.vector');
  const problem = fileProblem({ type, size: blob.size });
  if (problem) throw new EditorRemovalError(problem);
}

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('The background removal was cancelled.', 'AbortError');
}

/** "<layer name>-no-bg.png", as the tool page names its results. */
export function cutoutFileName(image: { name?: unknown }): string {
  return resultFileName(typeof image.name === 'string' && image.name.trim() ? image.name : 'image');
}

/**
 * The image file behind an address the editor shows: an inline image is decoded here (the page's
 * content policy lets fetch() reach no data: URL); a stored one is fetched (same-origin cookies for materials).
 */
export async function fetchImageFile(src: string, signal?: AbortSignal): Promise<Blob> {
  if (src.slice(0, 5).toLowerCase() === 'data:') {
    try {
      return dataUrlToBlob(src);
    } catch {
      throw new EditorRemovalError('bgremoval.errors.decode');
    }
  }
  let res: Response;
  try {
    res = await fetch(src, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EditorRemovalError('bgremoval.errors.fetch');
  }
  if (!res.ok) throw new EditorRemovalError(res.status === 404 ? 'bgremoval.errors.notFound' : 'bgremoval.errors.fetch');
  return res.blob();
}

/** The i18n key of the message for a failed removal; null when it was cancelled (nothing to say). */
export function removalErrorKey(error: unknown): string | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof EditorRemovalError || error instanceof ImageLoadError) return error.messageKey;
  if (error instanceof RemovalFailure) return `bgremoval.errors.${error.code}`;
  // The editor's own errors carry their key as the message (the image was deleted meanwhile).
  if (error instanceof Error && error.message.startsWith('editorBgRemoval.')) return error.message;
  return 'bgremoval.errors.failed';
}
