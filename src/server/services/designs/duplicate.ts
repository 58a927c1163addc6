import { randomUUID } from 'node:crypto';
import { type DesignSummary, MAX_DESIGN_NAME_LENGTH } from '../../../shared/api/designs';
import { notFound } from '../../domain/errors';
import type { Actor, DesignDeps } from './actor';
import { designFileMissing } from './document-text';
import { copyFolderFiles, deletePrefix, deleteQuietly, designFolder, designPreviewKey, designThumbnailKey } from './files';
import { insertDesign } from './insert';
import { findDesign } from './read';
import { rewriteSources } from './sources';
import { toSummary } from './summary';

/** A copy with its own folder: the JSON, the preview, the thumbnail and any self-contained files are copied, and references into the old folder now point into the new one. */
export async function duplicateDesign(deps: DesignDeps, actor: Actor, id: string, input: { name?: string; isFavorite: boolean }, now = new Date()): Promise<DesignSummary> {
  const source = await findDesign(deps.db, actor, id);
  if (!source) throw notFound();
  const buf = await deps.storage.getBuffer(source.jsonKey);
  if (!buf) throw designFileMissing();
  const newId = randomUUID();
  const copied = await copyFolderFiles(deps.storage, source, designFolder(actor.id, newId));
  const stored: { previewKey: string | null; thumbnailKey: string | null } = { previewKey: null, thumbnailKey: null };
  try {
    let jsonText = buf.toString('utf8');
    if (copied.size > 0) jsonText = JSON.stringify(rewriteSources(JSON.parse(jsonText), (src) => copied.get(src)));
    if (source.previewKey) {
      const preview = await deps.storage.getBuffer(source.previewKey);
      if (preview) {
        stored.previewKey = designPreviewKey(actor.id, newId, 1, source.previewKey.endsWith('.png') ? 'png' : 'jpg');
        await deps.storage.put(stored.previewKey, preview, source.previewKey.endsWith('.png') ? 'image/png' : 'image/jpeg');
      }
    }
    if (source.thumbnailKey) {
      const thumb = await deps.storage.getBuffer(source.thumbnailKey);
      if (thumb) {
        stored.thumbnailKey = designThumbnailKey(newId, 1);
        await deps.storage.put(stored.thumbnailKey, thumb, 'image/jpeg');
      }
    }
    const name = input.name ?? `${source.name.slice(0, MAX_DESIGN_NAME_LENGTH - 7)} (copy)`;
    const row = await insertDesign(
      deps,
      actor,
      {
        id: newId,
        name,
        jsonText,
        cutlinePath: source.cutlinePath,
        isFavorite: input.isFavorite,
        preview: null,
        storedPreview: stored,
        extras: { copiedFilesCount: source.copiedFilesCount, isSelfContained: source.isSelfContained, selfContainedVersion: source.selfContainedVersion },
      },
      now,
    );
    return toSummary(row, deps.storage);
  } catch (err) {
    await deletePrefix(deps.storage, designFolder(actor.id, newId));
    await deleteQuietly(deps.storage, [stored.thumbnailKey]);
    throw err;
  }
}
