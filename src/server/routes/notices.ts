import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { createNoticeSchema, noticeQuerySchema } from '../../shared/api/schemas';
import { NOTICE_ALL_PAGES, type Notice } from '../../shared/notices';
import { adminMessages } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/guards';
import { check, readJson } from '../http/validate';

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

export function noticeRoutes(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  return (
    new Hono<AppEnv>()
      // SPEC §7: isActive, targetPage in [page, all], newest first, limit 1 (and not past validUntil).
      .get('/notices/current', async (c) => {
        const { page } = check(noticeQuerySchema, { page: c.req.query('page') ?? undefined });
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
        return c.json({ notice: rows[0] ? toNotice(rows[0]) : null });
      })
      .get('/admin/notices', async (c) => {
        requireAdmin(c);
        const rows = await db.select().from(adminMessages).orderBy(desc(adminMessages.createdAt)).limit(100);
        return c.json({ notices: rows.map(toNotice) });
      })
      .post('/admin/notices', async (c) => {
        requireAdmin(c);
        const input = await readJson(c, createNoticeSchema);
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
        return c.json({ notice: toNotice(row) }, 201);
      })
      .patch('/admin/notices/:id', async (c) => {
        requireAdmin(c);
        const input = await readJson(c, createNoticeSchema.partial());
        const [row] = await db
          .update(adminMessages)
          .set({ ...input, validUntil: input.validUntil === undefined ? undefined : input.validUntil ? new Date(input.validUntil) : null })
          .where(eq(adminMessages.id, c.req.param('id')))
          .returning();
        if (!row) return c.json({ error: { code: 'not_found', message: 'No such notice.' } }, 404);
        return c.json({ notice: toNotice(row) });
      })
  );
}
