import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '../../../shared/api/admin';
import type { AuditEntry } from '../../../shared/api/admin.responses';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { adminAuditLog } from '../../db/schema';
import { toStorableText, toStorableValue } from '../../domain/storable-text';

/** The admin audit log: one row per admin write, written by middleware/admin-audit.ts. */

export interface AdminWrite {
  actor: { id: string; email: string };
  method: string;
  /** The route pattern (`/api/admin/users/:id/role`). */
  action: string;
  path: string;
  targetType: string;
  targetId: string | null;
  status: number;
  body: string;
}

/** Bodies longer than this (a whole price table) keep only their field names. */
const MAX_DETAILS_CHARS = 4000;

/** What of a request body the log keeps: the JSON object itself, or a note for anything else. */
export function auditDetails(body: string): Record<string, unknown> {
  if (!body.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { _body: 'not JSON', _chars: body.length };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { _body: parsed };
  if (body.length > MAX_DETAILS_CHARS) return { _truncated: true, _chars: body.length, fields: Object.keys(parsed) };
  return toStorableValue(parsed as Record<string, unknown>).value;
}

export async function recordAdminWrite(db: Db, write: AdminWrite, now = new Date()): Promise<void> {
  await db.insert(adminAuditLog).values({
    id: randomUUID(),
    actorId: write.actor.id,
    actorEmail: write.actor.email,
    method: write.method,
    action: write.action,
    path: toStorableText(write.path.slice(0, 2000)),
    targetType: write.targetType,
    targetId: write.targetId ? toStorableText(write.targetId.slice(0, 200)) : null,
    status: write.status,
    details: auditDetails(write.body),
    createdAt: now,
  });
}

/** Newest first, at most 200. */
export async function listAdminAudit(db: Db, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const where: (SQL | undefined)[] = [
    filter.actor ? ilike(adminAuditLog.actorEmail, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(adminAuditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(adminAuditLog.createdAt, new Date(filter.to)) : undefined,
  ];
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...where))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
