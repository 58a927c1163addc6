import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import { type CustomOrderRequest, type CustomOrderRequestInput, type CustomOrderStatus, customOrderRequestSchema } from '../../../shared/api/custom-orders';
import type { Db } from '../../db/client';
import { customOrderRequests } from '../../db/schema';
import { check } from '../../domain/validation';

type Row = typeof customOrderRequests.$inferSelect;

function toRequest(row: Row): CustomOrderRequest {
  return {
    id: row.id,
    userId: row.userId,
    contactEmail: row.contactEmail,
    name: row.name,
    description: row.description,
    referenceImageUrl: row.referenceImageUrl,
    size: row.size,
    quantity: row.quantity,
    conceptImageUrls: row.conceptImageUrls,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a /custom-order request (validated here too: a 400 with the field named when it is bad). */
export async function createCustomOrderRequest(db: Db, input: CustomOrderRequestInput, userId: string | null, now: Date = new Date()): Promise<CustomOrderRequest> {
  const valid = check(customOrderRequestSchema, input);
  const [row] = await db
    .insert(customOrderRequests)
    .values({ id: randomUUID(), userId, ...valid, referenceImageUrl: valid.referenceImageUrl ?? null, status: 'new', createdAt: now, updatedAt: now })
    .returning();
  return toRequest(row);
}

/** For admins: newest first, optionally one status, paged by `before` (the last createdAt seen). */
export async function listCustomOrderRequests(db: Db, options: { status?: CustomOrderStatus; limit?: number; before?: Date } = {}): Promise<CustomOrderRequest[]> {
  const where = and(options.status ? eq(customOrderRequests.status, options.status) : undefined, options.before ? lt(customOrderRequests.createdAt, options.before) : undefined);
  const rows = await db
    .select()
    .from(customOrderRequests)
    .where(where)
    .orderBy(desc(customOrderRequests.createdAt))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200));
  return rows.map(toRequest);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own request (another user's id is simply not found). */
export async function getCustomOrderRequestForUser(db: Db, id: string, userId: string): Promise<CustomOrderRequest | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(customOrderRequests)
    .where(and(eq(customOrderRequests.id, id), eq(customOrderRequests.userId, userId)));
  return row ? toRequest(row) : null;
}

/** For admins: moves a request along (new → in_review → quoted → closed, or any step an admin chooses). */
export async function setCustomOrderRequestStatus(db: Db, id: string, status: CustomOrderStatus, now: Date = new Date()): Promise<CustomOrderRequest | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.update(customOrderRequests).set({ status, updatedAt: now }).where(eq(customOrderRequests.id, id)).returning();
  return row ? toRequest(row) : null;
}

/** The user's own requests, newest first. */
export async function listCustomOrderRequestsForUser(db: Db, userId: string, limit = 50): Promise<CustomOrderRequest[]> {
  const rows = await db
    .select()
    .from(customOrderRequests)
    .where(eq(customOrderRequests.userId, userId))
    .orderBy(desc(customOrderRequests.createdAt))
    .limit(Math.min(Math.max(limit, 1), 200));
  return rows.map(toRequest);
}
