import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { type CustomOrderRequest, type CustomOrderRequestInput, type CustomOrderStatus, customOrderRequestSchema } from '../../../shared/api/custom-orders';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { customOrderRequests } from '../../db/schema';
import { check } from '../../domain/validation';
import { CONFIRM_LINK_TTL_MS, confirmTokenHash, newConfirmToken } from './confirm-token';

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
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores a /custom-order request (validated here too: a 400 with the field named when it is bad).
 * `emailConfirmed` when the caller proved the contact address (signed in with it verified); otherwise
 * the answer carries the token for the confirmation link (only its hash is stored).
 */
export async function createCustomOrderRequest(
  db: Db,
  input: CustomOrderRequestInput,
  userId: string | null,
  options: { emailConfirmed: boolean; now?: Date },
): Promise<{ request: CustomOrderRequest; confirmToken: string | null }> {
  const valid = check(customOrderRequestSchema, input);
  const now = options.now ?? new Date();
  const confirmToken = options.emailConfirmed ? null : newConfirmToken();
  const [row] = await db
    .insert(customOrderRequests)
    .values({
      id: randomUUID(),
      userId,
      ...valid,
      referenceImageUrl: valid.referenceImageUrl ?? null,
      status: 'new',
      emailConfirmedAt: options.emailConfirmed ? now : null,
      confirmTokenHash: confirmToken ? confirmTokenHash(confirmToken) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { request: toRequest(row), confirmToken };
}

/**
 * The recipient clicked the mailed link: marks the request confirmed with ONE conditional update (a
 * token works once, within CONFIRM_LINK_TTL_MS). The request, or null for an unknown, used or old token.
 */
export async function confirmCustomOrderRequest(db: Db, token: string, now: Date = new Date()): Promise<CustomOrderRequest | null> {
  const [row] = await db
    .update(customOrderRequests)
    .set({ emailConfirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(customOrderRequests.confirmTokenHash, confirmTokenHash(token)),
        isNull(customOrderRequests.emailConfirmedAt),
        gt(customOrderRequests.createdAt, new Date(now.getTime() - CONFIRM_LINK_TTL_MS)),
      ),
    )
    .returning();
  return row ? toRequest(row) : null;
}

/**
 * For admins: newest first, filtered by status, text (part of the contact e-mail or the name, or the
 * reference — the id's first characters) and creation time, paged by `before` (the last createdAt seen).
 */
export async function listCustomOrderRequests(
  db: Db,
  options: { status?: CustomOrderStatus; q?: string; from?: string; to?: string; limit?: number; before?: Date } = {},
): Promise<CustomOrderRequest[]> {
  const text = options.q?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  const where = and(
    options.status ? eq(customOrderRequests.status, options.status) : undefined,
    pattern
      ? or(
          ilike(customOrderRequests.contactEmail, pattern),
          ilike(customOrderRequests.name, pattern),
          ilike(sql`${customOrderRequests.id}::text`, `${escapeLike(text!.toLowerCase())}%`),
        )
      : undefined,
    options.from ? gte(customOrderRequests.createdAt, new Date(options.from)) : undefined,
    options.to ? lt(customOrderRequests.createdAt, new Date(options.to)) : undefined,
    options.before ? lt(customOrderRequests.createdAt, options.before) : undefined,
  );
  const rows = await db
    .select()
    .from(customOrderRequests)
    .where(where)
    .orderBy(desc(customOrderRequests.createdAt))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200));
  return rows.map(toRequest);
}

/** For admins: any request by id (null when there is none). */
export async function getCustomOrderRequest(db: Db, id: string): Promise<CustomOrderRequest | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(customOrderRequests).where(eq(customOrderRequests.id, id));
  return row ? toRequest(row) : null;
}

/** The user's own request (another user's id is simply not found). */
export async function getCustomOrderRequestForUser(db: Db, id: string, userId: string): Promise<CustomOrderRequest | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(customOrderRequests)
    .where(and(eq(customOrderRequests.id, id), eq(customOrderRequests.userId, userId)));
  return row ? toRequest(row) : null;
}

/** For admins: moves a request along (new → in_review → quoted → accepted or declined → closed, or any step an admin chooses). */
export async function setCustomOrderRequestStatus(db: Db, id: string, status: CustomOrderStatus, now: Date = new Date()): Promise<CustomOrderRequest | null> {
  if (!isUuid(id)) return null;
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
