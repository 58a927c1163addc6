import type { Db } from '../../db/client';
import { hitCounter } from '../security/rate-counter';

/**
 * Account mails one address receives per hour, whoever asks and from however many addresses: the
 * per-client limits (better-auth's rate limit) do not stop one target being mailed from many clients.
 * A request over the cap is answered as usual and sends nothing, so the answer tells nothing either.
 */
export const ACCOUNT_MAILS_PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export type AccountMailKind = 'verification' | 'password-reset' | 'already-registered';

/** Counts one mail of this kind to `email`; true while it is within the cap (send it), false beyond. */
export async function withinAddressCap(db: Db, kind: AccountMailKind, email: string): Promise<boolean> {
  const count = await hitCounter(db, `auth-mail:${kind}:${email.trim().toLowerCase()}`, ACCOUNT_MAILS_PER_ADDRESS.windowMs);
  return count <= ACCOUNT_MAILS_PER_ADDRESS.max;
}
