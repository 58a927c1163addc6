import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { MAX_UPLOAD_NAME_LENGTH } from '../../shared/api/uploads';
import { GUEST_GENERATIONS } from '../../shared/guests';
import { uploadMaterial } from '../api/materials';
import { notify } from '../components/notify';
import i18n, { pageTextsReady } from '../i18n';
import { markGuestImagesKept } from './guestImagesFlag';

/**
 * A guest's AI images, kept in this browser until the guest has an account (decision 99): the server
 * never stores a guest's images (they come back as data URLs), so the browser keeps them in IndexedDB
 * and, once someone is signed in here, uploads them into that account's materials through the ordinary
 * upload (checked like any upload). Bounded by the trial itself: at most GUEST_GENERATIONS images.
 */

export interface KeptImage {
  /** The generation's image id, so a result kept twice is one record. */
  id: string;
  /** A data URL (or the provider's URL) of the image. */
  url: string;
  prompt: string;
  keptAt: number;
}

let store: UseStore | undefined;
// A database of its own: idb-keyval opens one object store per database.
const db = () => {
  store ??= createStore('sticker-studio-guest-images', 'images');
  return store;
};

async function keptImages(): Promise<KeptImage[]> {
  const all = await entries<string, KeptImage>(db());
  return all.map(([, image]) => image).sort((a, b) => a.keptAt - b.keptAt);
}

/**
 * Keeps a guest's new results; the oldest go when more than the trial's images would be kept. Resolves
 * true once they are stored (and sign-in will find them), false when this browser's storage refused
 * (private mode, quota): the images are then only on the page. Never rejects.
 */
export async function keepGuestImages(images: ReadonlyArray<Omit<KeptImage, 'keptAt'>>, now = Date.now()): Promise<boolean> {
  try {
    for (const [i, image] of images.entries()) await set(image.id, { ...image, keptAt: now + i }, db());
    const all = await keptImages();
    for (const old of all.slice(0, Math.max(0, all.length - GUEST_GENERATIONS))) await del(old.id, db());
    if (markGuestImagesKept(true)) return true;
    console.warn('[ai] could not note that guest images are kept: sign-in would not find them');
    return false;
  } catch (error) {
    console.warn('[ai] could not keep the guest images:', error);
    return false;
  }
}

export interface SaveResult {
  saved: number;
  failed: number;
}

/** A data URL's bytes, decoded here: the CSP's connect-src does not let fetch() read `data:` URLs. */
function blobOfDataUrl(url: string): Blob | null {
  const m = /^data:([\w/+.-]+)?(;base64)?,(.*)$/s.exec(url);
  if (!m) return null;
  const type = m[1] || 'application/octet-stream';
  if (!m[2]) return new Blob([decodeURIComponent(m[3])], { type });
  const binary = atob(m[3]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

async function fileOf(image: KeptImage): Promise<File> {
  const blob = blobOfDataUrl(image.url) ?? (await (await fetch(image.url)).blob());
  const extension = blob.type === 'image/jpeg' ? 'jpg' : blob.type === 'image/webp' ? 'webp' : blob.type === 'image/svg+xml' ? 'svg' : 'png';
  return new File([blob], `ai-${image.id}.${extension}`, { type: blob.type || 'image/png' });
}

/** The prompt as a material's name: the characters an upload name may not hold become spaces. */
export function materialNameOf(prompt: string): string | undefined {
  const name = prompt
    .replace(/[\\/<>:"|?*\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name.slice(0, MAX_UPLOAD_NAME_LENGTH).trim() || undefined;
}

let running: Promise<SaveResult> | null = null;

/**
 * Uploads the kept images into the signed-in account's materials, one by one; each is forgotten once
 * the server has it, so a reload or a second sign-in never saves it twice. One run at a time.
 */
export function saveGuestImagesToAccount(): Promise<SaveResult> {
  running ??= saveAll().finally(() => {
    running = null;
  });
  return running;
}

async function saveAll(): Promise<SaveResult> {
  const result: SaveResult = { saved: 0, failed: 0 };
  let images: KeptImage[];
  try {
    images = await keptImages();
  } catch {
    return result;
  }
  for (const image of images) {
    try {
      await uploadMaterial(await fileOf(image), { name: materialNameOf(image.prompt), source: 'ai' });
      await del(image.id, db());
      result.saved++;
    } catch (error) {
      console.warn('[ai] could not save a guest image to the account:', error);
      result.failed++;
    }
  }
  if (result.failed === 0) markGuestImagesKept(false);
  return result;
}

/** Saves the kept images and tells the customer how it went (the messages are page texts, not first-paint ones). */
export async function saveGuestImagesAndTell(): Promise<void> {
  const { saved, failed } = await saveGuestImagesToAccount();
  if (saved === 0 && failed === 0) return;
  await pageTextsReady();
  if (saved > 0) notify('success', i18n.t('credits.guest.kept', { count: saved }));
  if (failed > 0) notify('error', i18n.t('credits.guest.keptFailed'));
}
