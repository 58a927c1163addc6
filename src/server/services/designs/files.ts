import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PREVIEW_BYTES } from '../../../shared/api/designs';
import { THUMBNAIL } from '../../../shared/autosave';
import { DomainError } from '../../domain/errors';
import { componentLog } from '../../log/logger';
import { contentTypeForKey } from '../../providers/storage/keys';
import type { StoragePort } from '../../providers/storage/types';
import { checkUpload } from '../uploads';

/**
 * Where a design's files live (SPEC §7): users/{uid}/designs/{designId}/files/ holds the JSON and the
 * preview; thumbnails/ the public JPEG thumbnails. Every revision writes NEW keys (revision plus a
 * random tag, so two racing saves never share a key), the row is then pointed at them in one
 * conditional UPDATE, and only then are the old files deleted.
 */
export function designFolder(userId: string, designId: string): string {
  return `users/${userId}/designs/${designId}/files/`;
}

/** A short random tag: two saves of the same revision (a lost race) never write the same key. */
export const fileTag = () => randomBytes(4).toString('hex');

export function designJsonKey(userId: string, designId: string, revision: number, tag = fileTag()): string {
  return `${designFolder(userId, designId)}design-r${revision}-${tag}.json`;
}

export function designPreviewKey(userId: string, designId: string, revision: number, ext: string, tag = fileTag()): string {
  return `${designFolder(userId, designId)}preview-r${revision}-${tag}.${ext}`;
}

/** thumbnails/{designId}-{revision}-{tag}.jpg (the id is a UUID, so the key is immutable and cacheable). */
export function designThumbnailKey(designId: string, revision: number, tag = fileTag()): string {
  return `thumbnails/${designId}-${revision}-${tag}.jpg`;
}

/** Every thumbnail of one design, including any a killed save left behind. */
export function designThumbnailPrefix(designId: string): string {
  return `thumbnails/${designId}-`;
}

/**
 * users/{uid}/autoSaveSessions/{sessionRowId}/design-r{revision}-{tag}.json: one file per saved revision,
 * the tag keeping two racing saves of one revision apart (decision 14).
 */
export function sessionDataKey(userId: string, sessionRowId: string, revision: number, tag = fileTag()): string {
  return `users/${userId}/autoSaveSessions/${sessionRowId}/design-r${revision}-${tag}.json`;
}

export function sessionThumbnailKey(sessionRowId: string, revision: number, tag = fileTag()): string {
  return `thumbnails/autosave-${sessionRowId}-${revision}-${tag}.jpg`;
}

export interface PreparedPreview {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  thumbnail: Buffer;
}

const invalidPreview = (message = 'The preview must be a PNG or JPEG image.') => new DomainError('unprocessable', 'invalid_preview', message);

/**
 * The client's preview (a PNG/JPEG data URL, ≤ 2 MB) checked like an upload — magic bytes, pixel
 * count from the header before decoding — and its SPEC §9 thumbnail made. Nothing is stored yet.
 */
export async function preparePreview(dataUrl: string, maxPixels: number): Promise<PreparedPreview> {
  const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) throw invalidPreview();
  const body = Buffer.from(m[2], 'base64');
  if (body.length > MAX_PREVIEW_BYTES) throw new DomainError('too_large', 'payload_too_large', 'The preview image is larger than 2 MB.');
  const checked = await checkUpload(body, { maxBytes: MAX_PREVIEW_BYTES, maxPixels }).catch((err) => {
    if (err instanceof DomainError && err.kind !== 'too_large') throw invalidPreview(err.message);
    throw err;
  });
  if (checked.type !== 'png' && checked.type !== 'jpeg') throw invalidPreview();
  const thumbnail = await makeThumbnail(body, maxPixels);
  return { body, contentType: checked.contentType as PreparedPreview['contentType'], ext: checked.type === 'png' ? 'png' : 'jpg', thumbnail };
}

/**
 * SPEC §9 thumbnail: JPEG, longest side at most 200 px, under 300 KB (quality lowered until it fits).
 * Decoded from a Buffer with limitInputPixels (DESIGN §7); transparency becomes white, like the preview.
 * One pipeline with libjpeg-turbo's encoder: at 200 px mozjpeg saved a few hundred bytes and cost
 * ~9 ms of a thread per auto-save, and a separate raw step another copy (decision 15). A 200 px JPEG at
 * quality 82 is far under 300 KB; the lower qualities are there for the limit's sake.
 */
export async function makeThumbnail(image: Buffer, maxPixels: number): Promise<Buffer> {
  for (const quality of [82, 60, 40, 20, 10]) {
    const jpeg = await sharp(image, { limitInputPixels: maxPixels })
      .rotate()
      .resize(THUMBNAIL.maxSide, THUMBNAIL.maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < THUMBNAIL.maxBytes) return jpeg;
  }
  throw invalidPreview('The preview could not be made into a thumbnail under 300 KB.');
}

/** Deletes keys, ignoring failures: a leftover file is harmless, a failed request after a commit is not. */
export async function deleteQuietly(storage: StoragePort, keys: Array<string | null | undefined>): Promise<void> {
  await Promise.all(
    keys
      .filter((k): k is string => !!k)
      .map((k) => storage.delete(k).catch((err) => componentLog('designs').warn({ key: k, error: (err as Error).message }, 'could not delete a file'))),
  );
}

/** Deletes every object under a prefix (a design's folder, its thumbnails). */
export async function deletePrefix(storage: StoragePort, prefix: string): Promise<number> {
  const objects = await storage.list(prefix).catch(() => []);
  await deleteQuietly(
    storage,
    objects.map((o) => o.key),
  );
  return objects.length;
}

/** Revision files (design-r…json, preview-r…): everything else in a folder was copied in. */
const REVISION_FILE = /^(design|preview)-r\d+-[0-9a-f]+\.[a-z]+$/;

/**
 * Copies a design folder's copied-in files (not its revision files) into another folder. Returns the
 * old URL → new URL of each, for rewriting the duplicate's JSON.
 */
export async function copyFolderFiles(storage: StoragePort, source: { userId: string; id: string }, toFolder: string): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const object of await storage.list(designFolder(source.userId, source.id))) {
    const name = object.key.slice(object.key.lastIndexOf('/') + 1);
    if (REVISION_FILE.test(name)) continue;
    const body = await storage.getBuffer(object.key);
    if (!body) continue;
    const to = `${toFolder}${name}`;
    await storage.put(to, body, contentTypeForKey(object.key));
    map.set(storage.publicUrl(object.key), storage.publicUrl(to));
  }
  return map;
}
