import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { UserRole } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { componentLog } from '../../log/logger';

/** SPEC §6: only admins may set roles; a guest and a non-admin get the SPEC's own messages. */
export function assertMaySetRoles(actor: Viewer | null): asserts actor is Viewer {
  if (!actor) throw new DomainError('unauthenticated', 'unauthenticated', MESSAGES.mustBeLoggedInToSetRoles);
  if (!actor.isAdmin) throw new DomainError('forbidden', 'permission_denied', MESSAGES.onlyAdminsSetRoles);
}

/** SPEC §6: only admins may set another user's role, with the SPEC's three messages. */
export async function setUserRole(db: Db, actor: Viewer | null, targetUserId: string, role: UserRole): Promise<void> {
  assertMaySetRoles(actor);
  let updated: { userId: string }[];
  try {
    updated = await db
      .update(subscriptions)
      .set({ userRole: role, updatedAt: new Date() })
      .where(eq(subscriptions.userId, targetUserId))
      .returning({ userId: subscriptions.userId });
  } catch (err) {
    componentLog('roles').error({ targetUserId, err }, 'role update failed');
    throw new DomainError('internal', 'internal', MESSAGES.failedToSetRole);
  }
  if (updated.length === 0) throw new DomainError('not_found', 'not_found', MESSAGES.failedToSetRole);
}
