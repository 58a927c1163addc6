import { and, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import { type SecurityLogFilter, severitiesFrom } from '../../../shared/api/admin';
import type { SecurityLogEntry } from '../../../shared/api/admin.responses';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { securityLogs } from '../../db/schema';

type Row = typeof securityLogs.$inferSelect;
const toEntry = (r: Row): SecurityLogEntry => ({ ...r, timestamp: r.timestamp.toISOString() });

/** The back office's Security page: the newest 500 events matching the filters (event name contains, severity, user, time). */
export async function listSecurityLogs(db: Db, filter: SecurityLogFilter = {}): Promise<SecurityLogEntry[]> {
  const where: (SQL | undefined)[] = [
    filter.event ? ilike(securityLogs.event, `%${escapeLike(filter.event)}%`) : undefined,
    filter.severity ? eq(securityLogs.severity, filter.severity) : undefined,
    filter.minSeverity ? inArray(securityLogs.severity, severitiesFrom(filter.minSeverity)) : undefined,
    filter.userId ? eq(securityLogs.userId, filter.userId) : undefined,
    filter.from ? gte(securityLogs.timestamp, new Date(filter.from)) : undefined,
    filter.to ? lt(securityLogs.timestamp, new Date(filter.to)) : undefined,
  ];
  const rows = await db
    .select()
    .from(securityLogs)
    .where(and(...where))
    .orderBy(desc(securityLogs.timestamp))
    .limit(500);
  return rows.map(toEntry);
}

export async function getSecurityLog(db: Db, id: string): Promise<SecurityLogEntry | null> {
  const [row] = await db.select().from(securityLogs).where(eq(securityLogs.id, id));
  return row ? toEntry(row) : null;
}
