import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { Actor, DesignDeps } from './actor';
import { designFileMissing } from './document-text';
import type { DesignRow } from './summary';

/** The design if the actor owns it (or, with `adminMayRead`, is an admin); else undefined — never revealing that it exists. */
export async function findDesign(db: Db, actor: Actor, id: string, adminMayRead = false): Promise<DesignRow | undefined> {
  const owner = adminMayRead && actor.isAdmin ? undefined : eq(designs.userId, actor.id);
  const [row] = await db
    .select()
    .from(designs)
    .where(owner ? and(eq(designs.id, id), owner) : eq(designs.id, id));
  return row;
}

/** The row and the stored JSON text (the caller can send it on without parsing it again). */
export async function readDesign(deps: Pick<DesignDeps, 'db' | 'storage'>, actor: Actor, id: string): Promise<{ row: DesignRow; jsonText: string }> {
  const row = await findDesign(deps.db, actor, id, true);
  if (!row) throw notFound();
  const buf = await deps.storage.getBuffer(row.jsonKey);
  if (!buf) throw designFileMissing();
  return { row, jsonText: buf.toString('utf8') };
}
