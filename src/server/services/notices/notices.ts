import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { createNoticeSchema } from '../../../shared/api/schemas';
import { NOTICE_ALL_PAGES, type Notice } from '../../../shared/notices';
import type { Db } from '../../db/client';
import { adminMessages } from '../../db/schema';

export type NoticeInput = z.output<typeof createNoticeSchema>;

type Row = typeof adminMessages.$inferSelect;
const toNotice = (r: Row): Notice => ({
  id: r.id,
  title: r.title,
  message: r.message,
  isActive: r.isActive,
  targetPage: r.targetPage,
  validUntil: r.validUntil?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** SPEC §7: isActive, targetPage in [page, all], newest first, limit 1 (and not past validUntil). */
export async function currentNotice(db: Db, page: string): Promise<Notice | null> {
  const rows = await db
    .select()
    .from(adminMessages)
    .where(
      and(
        eq(adminMessages.isActive, true),
        inArray(adminMessages.targetPage, [page, NOTICE_ALL_PAGES]),
        or(isNull(adminMessages.validUntil), gt(adminMessages.validUntil, new Date())),
      ),
    )
    .orderBy(desc(adminMessages.createdAt))
    .limit(1);
  return rows[0] ? toNotice(rows[0]) : null;
}

/** The newest 100 notices, for the admins' list. */
export async function listNotices(db: Db): Promise<Notice[]> {
  const rows = await db.select().from(adminMessages).orderBy(desc(adminMessages.createdAt)).limit(100);
  return rows.map(toNotice);
}

export async function createNotice(db: Db, input: NoticeInput): Promise<Notice> {
  const [row] = await db
    .insert(adminMessages)
    .values({
      id: randomUUID(),
      title: input.title,
      message: input.message,
      isActive: input.isActive,
      targetPage: input.targetPage,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
    })
    .returning();
  return toNotice(row);
}

/** Changes the given fields; null when there is no such notice. */
export async function updateNotice(db: Db, id: string, input: Partial<NoticeInput>): Promise<Notice | null> {
  const [row] = await db
    .update(adminMessages)
    .set({ ...input, validUntil: input.validUntil === undefined ? undefined : input.validUntil ? new Date(input.validUntil) : null })
    .where(eq(adminMessages.id, id))
    .returning();
  return row ? toNotice(row) : null;
}
