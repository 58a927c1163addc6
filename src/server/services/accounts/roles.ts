import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { UserRole } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Viewer } from '../../http/env';
import { ApiError } from '../../http/errors';

/** SPEC §6: only admins may set another user's role, with the SPEC's three messages. */
export async function setUserRole(db: Db, actor: Viewer | null, targetUserId: string, role: UserRole): Promise<void> {
  if (!actor) throw new ApiError(401, 'unauthenticated', MESSAGES.mustBeLoggedInToSetRoles);
  if (!actor.isAdmin) throw new ApiError(403, 'permission_denied', MESSAGES.onlyAdminsSetRoles);
  let updated: { userId: string }[];
  try {
    updated = await db
      .update(subscriptions)
      .set({ userRole: role, updatedAt: new Date() })
      .where(eq(subscriptions.userId, targetUserId))
      .returning({ userId: subscriptions.userId });
  } catch (err) {
    console.error('[roles] update failed', err);
    throw new ApiError(500, 'internal', MESSAGES.failedToSetRole);
  }
  if (updated.length === 0) throw new ApiError(404, 'not_found', MESSAGES.failedToSetRole);
}
