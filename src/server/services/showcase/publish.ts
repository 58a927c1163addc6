import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PublishShowcase } from '../../../shared/api/community';
import { migrateDesign } from '../../../shared/design';
import { showcaseCopies, showcaseItems } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { readDesign } from '../designs';
import { deleteQuietly } from '../designs/files';
import { inlineStorageImages } from '../production/render/resolve-images';
import type { ShowcaseDeps } from './deps';
import { showcaseImageKey, showcaseJsonKey } from './keys';
import { requireVerified } from './rules';

/**
 * Publishes one of the viewer's own saved designs (another user's id is a plain 404, admins included).
 * The item keeps a snapshot: the design JSON with every image inlined as a data: URL (so copies and
 * orders never depend on the publisher's files, which they may delete), and its picture rendered on the
 * server. A design made with "Make my own" credits the item it came from.
 */
export async function publishDesign(deps: ShowcaseDeps, viewer: Viewer, input: PublishShowcase): Promise<string> {
  requireVerified(viewer);
  const { row, jsonText } = await readDesign(deps, { id: viewer.id, isAdmin: false }, input.designId);
  const migrated = migrateDesign(JSON.parse(jsonText));
  if (!migrated.ok) throw new DomainError('unprocessable', 'design_invalid', `The design cannot be published: ${migrated.error}`);
  const { doc } = await inlineStorageImages(migrated.doc, viewer.id, deps.urls);
  const image = await deps.renderImage(doc, viewer.id);

  const id = randomUUID();
  const jsonKey = showcaseJsonKey(id);
  const imageKey = showcaseImageKey(id);
  await Promise.all([deps.storage.put(jsonKey, Buffer.from(JSON.stringify(doc), 'utf8'), 'application/json'), deps.storage.put(imageKey, image.body, image.contentType)]);
  try {
    const [origin] = await deps.db
      .select({ itemId: showcaseCopies.itemId })
      .from(showcaseCopies)
      .where(and(eq(showcaseCopies.designId, row.id), eq(showcaseCopies.kind, 'remix')));
    await deps.db.insert(showcaseItems).values({
      id,
      userId: viewer.id,
      sourceDesignId: row.id,
      title: input.title,
      description: input.description,
      tags: input.tags,
      jsonKey,
      cutlinePath: row.cutlinePath,
      imageKey,
      imageWidth: image.width,
      imageHeight: image.height,
      aspectRatio: String(doc.workspace.width / doc.workspace.height),
      remixOfId: origin?.itemId ?? null,
      publishedAt: new Date(),
    });
  } catch (err) {
    await deleteQuietly(deps.storage, [jsonKey, imageKey]);
    throw err;
  }
  return id;
}
