import type { StoragePort } from '../../providers/storage/types';
import { deleteQuietly, designJsonKey, designPreviewKey, designThumbnailKey, type PreparedPreview } from './files';

export interface RevisionFiles {
  jsonKey: string;
  previewKey: string | null;
  thumbnailKey: string | null;
}

/** Writes one revision's files under NEW keys. On failure removes what it wrote (a kill leaves unreferenced files only). */
export async function writeRevisionFiles(
  storage: StoragePort,
  userId: string,
  designId: string,
  revision: number,
  jsonText: string,
  preview: PreparedPreview | null,
): Promise<RevisionFiles> {
  const files: RevisionFiles = {
    jsonKey: designJsonKey(userId, designId, revision),
    previewKey: preview ? designPreviewKey(userId, designId, revision, preview.ext) : null,
    thumbnailKey: preview ? designThumbnailKey(designId, revision) : null,
  };
  try {
    await Promise.all([
      storage.put(files.jsonKey, Buffer.from(jsonText, 'utf8'), 'application/json'),
      preview && files.previewKey ? storage.put(files.previewKey, preview.body, preview.contentType) : null,
      preview && files.thumbnailKey ? storage.put(files.thumbnailKey, preview.thumbnail, 'image/jpeg') : null,
    ]);
  } catch (err) {
    await deleteQuietly(storage, [files.jsonKey, files.previewKey, files.thumbnailKey]);
    throw err;
  }
  return files;
}

/** Deletes a revision's files (after a lost race or a failed write). */
export const discardRevisionFiles = (storage: StoragePort, files: RevisionFiles) => deleteQuietly(storage, [files.jsonKey, files.previewKey, files.thumbnailKey]);
