import { and, eq } from 'drizzle-orm';
import type { DesignSummary } from '../../../shared/api/designs';
import { designs } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { contentTypeForKey, isPublicKey, ownerOfKey } from '../../providers/storage/keys';
import type { Actor, DesignDeps } from './actor';
import { revisionConflict } from './document-text';
import { deleteQuietly, designFolder } from './files';
import { findDesign } from './read';
import { commitRevision } from './save';
import { collectSources, rewriteSources, type StorageUrlContext, safeFileName, storageKeyOf, uniqueName } from './sources';
import { toSummary } from './summary';

/**
 * SPEC §5 design copy: the images a design shows from this app's storage are copied into the design's
 * own folder, so deleting a material or an upload no longer breaks it. Files are read by storage key
 * with the storage port — nothing is ever fetched over HTTP, so no URL in a design can make the server
 * reach another host, a loopback, private or metadata address.
 */

/** The format of a self-contained copy; a change to how files are copied or named bumps it. */
export const SELF_CONTAINED_VERSION = 1;
/** At most this many distinct files are copied per run. */
export const MAX_COPIED_FILES = 500;

export interface SelfContainedResult {
  design: DesignSummary;
  copied: number;
  skipped: number;
}

/**
 * Makes a design self-contained: each image source that points into this app's storage, at a key the
 * design's owner may read (their own users/{uid}/… and AutoSave-Images/{uid}/… files, or public keys),
 * is copied into users/{uid}/designs/{id}/files/ under a safe name and the source rewritten; the result
 * is saved as a new revision (conditional on the revision read, so a concurrent save is never lost).
 */
export async function makeSelfContained(deps: DesignDeps, actor: Actor, id: string, baseRevision: number | undefined, ctx: StorageUrlContext): Promise<SelfContainedResult> {
  const row = await findDesign(deps.db, actor, id);
  if (!row) throw notFound();
  if (baseRevision !== undefined && baseRevision !== row.revision) throw revisionConflict(row);
  const buf = await deps.storage.getBuffer(row.jsonKey);
  if (!buf) throw notFound();
  const doc = JSON.parse(buf.toString('utf8'));
  const folder = designFolder(row.userId, row.id);
  const used = new Set((await deps.storage.list(folder)).map((o) => o.key.slice(folder.length)));

  const bySource = new Map<string, string>();
  const byKey = new Map<string, string>();
  const written: string[] = [];
  let skipped = 0;
  try {
    for (const src of collectSources(doc)) {
      const key = storageKeyOf(src, ctx);
      if (!key || key.startsWith(folder)) {
        if (key === null && !src.startsWith('data:')) skipped++;
        continue;
      }
      const mayRead = ownerOfKey(key) === row.userId || isPublicKey(key);
      if (!mayRead) {
        skipped++;
        continue;
      }
      let to = byKey.get(key);
      if (!to) {
        if (byKey.size >= MAX_COPIED_FILES) break;
        const body = await deps.storage.getBuffer(key);
        if (!body) {
          skipped++;
          continue;
        }
        const name = uniqueName(safeFileName(key), used);
        used.add(name);
        to = `${folder}${name}`;
        await deps.storage.put(to, body, contentTypeForKey(key));
        written.push(to);
        byKey.set(key, to);
      }
      bySource.set(src, deps.storage.publicUrl(to));
    }

    const meta = { copiedFilesCount: row.copiedFilesCount + byKey.size, isSelfContained: true, selfContainedVersion: SELF_CONTAINED_VERSION };
    if (bySource.size === 0) {
      // Nothing to copy: record it without a new revision (the open editor's copy stays current).
      const [updated] = await deps.db
        .update(designs)
        .set({ isSelfContained: true, selfContainedVersion: SELF_CONTAINED_VERSION })
        .where(and(eq(designs.id, row.id), eq(designs.userId, row.userId), eq(designs.revision, row.revision)))
        .returning();
      if (!updated) throw revisionConflict((await findDesign(deps.db, actor, id)) ?? row);
      return { design: toSummary(updated, deps.storage), copied: 0, skipped };
    }
    const jsonText = JSON.stringify(rewriteSources(doc, (src) => bySource.get(src)));
    const updated = await commitRevision(deps, row, jsonText, row.cutlinePath, null, meta);
    return { design: toSummary(updated, deps.storage), copied: byKey.size, skipped };
  } catch (err) {
    await deleteQuietly(deps.storage, written);
    throw err;
  }
}
