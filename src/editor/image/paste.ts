import { readFileAsDataUrl } from './compress';

/** SPEC §4: how long to wait for a paste event once the async clipboard read has not given an image. */
export const PASTE_WAIT_MS = 10_000;

/** SPEC §8 success message, shown by the host after an upload. */
export const PASTE_SAVED_MESSAGE = 'Pasted image saved to your materials!';

/** SPEC §7 file storage: pasted-image-{timestamp}.png. */
export function pastedImageName(timestamp: number): string {
  return `pasted-image-${timestamp}.png`;
}

/** The first image file of a paste event's clipboard data, or null. Only the first image is used (SPEC §4). */
export function imageFromPasteEvent(event: ClipboardEvent): Blob | null {
  const data = event.clipboardData;
  if (!data) return null;
  for (const item of Array.from(data.items)) {
    if (item.kind !== 'file' || !item.type.startsWith('image/')) continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  // Some browsers fill only `files`.
  return Array.from(data.files).find((file) => file.type.startsWith('image/')) ?? null;
}

/** The first image of the async clipboard, or null when the API is missing, refused, or holds no image. */
async function readAsyncClipboard(): Promise<Blob | null> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.read !== 'function') return null;
  try {
    for (const item of await clipboard.read()) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (type) return await item.getType(type);
    }
  } catch {
    // Permission denied or not focused: the paste-event fallback takes over.
  }
  return null;
}

/**
 * Listens for the first paste event from now on. It starts before the async read so a Ctrl+V that fires
 * while read() is still pending is not missed, and it takes the image inside the handler because the
 * browser empties clipboardData once the event has been dispatched.
 */
function listenForPaste(target: EventTarget) {
  let pasted: { image: Blob | null } | undefined;
  let wake: ((image: Blob | null) => void) | undefined;
  const onPaste = (event: Event) => {
    if (pasted) return;
    pasted = { image: imageFromPasteEvent(event as ClipboardEvent) };
    wake?.(pasted.image);
  };
  target.addEventListener('paste', onPaste);
  return {
    next(timeoutMs: number): Promise<Blob | null> {
      if (pasted) return Promise.resolve(pasted.image);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        wake = (image) => {
          clearTimeout(timer);
          resolve(image);
        };
      });
    },
    stop: () => target.removeEventListener('paste', onPaste),
  };
}

/**
 * SPEC §4 clipboard paste: the async clipboard read first; if it is unavailable or fails (or holds no
 * image), the next paste event on `target` within `waitForPasteMs`. Resolves the first image, or null.
 */
export async function readClipboardImage(opts: { waitForPasteMs?: number; target?: EventTarget } = {}): Promise<Blob | null> {
  const target = opts.target ?? (typeof document === 'undefined' ? undefined : document);
  const paste = target ? listenForPaste(target) : undefined;
  try {
    const image = await readAsyncClipboard();
    if (image || !paste) return image;
    return await paste.next(opts.waitForPasteMs ?? PASTE_WAIT_MS);
  } finally {
    paste?.stop();
  }
}

export interface PlacePastedImageDeps {
  signedIn: boolean;
  /** Uploads to the user's materials (SPEC §7) and resolves the file's URL. */
  upload: (file: File) => Promise<{ url: string }>;
  now?: () => number;
  /** Told about a failed upload (SPEC §8: logged, and the inline image is kept). */
  onUploadError?: (error: unknown) => void;
}

/**
 * Where a pasted image's pixels come from (SPEC §4, §6, §8): a signed-in user's image is uploaded to
 * their materials and its URL is used (the host then shows PASTE_SAVED_MESSAGE); a guest's image, or one
 * whose upload failed, is embedded as a base64 data URL.
 */
export async function placePastedImage(blob: Blob, deps: PlacePastedImageDeps): Promise<{ src: string; uploaded: boolean }> {
  if (deps.signedIn) {
    try {
      const file = new File([blob], pastedImageName((deps.now ?? Date.now)()), { type: blob.type || 'image/png' });
      const { url } = await deps.upload(file);
      if (typeof url !== 'string' || !url) throw new Error('The upload returned no URL');
      return { src: url, uploaded: true };
    } catch (error) {
      deps.onUploadError?.(error);
    }
  }
  return { src: await readFileAsDataUrl(blob), uploaded: false };
}
