import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';

/** Public writing (publishing, comments) needs a verified e-mail address (SPEC §6 general access); admins are exempt. */
export function requireVerified(viewer: Viewer): void {
  if (!viewer.emailVerified && !viewer.isAdmin) throw new DomainError('forbidden', 'email_unverified', 'Please verify your e-mail address before posting in the community.');
}
