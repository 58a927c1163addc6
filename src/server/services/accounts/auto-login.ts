import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { autoLoginKeys, user } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { ACCOUNT_SUSPENDED_MESSAGE, isSuspended } from './suspension';

/** Auto-login keys are single-use and expire; only their SHA-256 is stored. */
export const AUTO_LOGIN_KEY_TTL_MINUTES = 60;
const JWT_TTL = '12h';
const AUDIENCE = 'sticker-studio:auto-login';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const secretKey = (secret: string) => new TextEncoder().encode(secret);

export async function issueAutoLoginKey(db: Db, input: { userId: string; projectId: string; ttlMinutes?: number; createdBy: string }) {
  const [target] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, input.userId));
  if (!target) throw new DomainError('not_found', 'not_found', 'No such user.');
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.ttlMinutes ?? AUTO_LOGIN_KEY_TTL_MINUTES) * 60_000);
  await db.insert(autoLoginKeys).values({ keyHash: hashKey(key), userId: target.id, projectId: input.projectId, expiresAt, createdBy: input.createdBy });
  return { key, expiresAt, username: target.email, projectId: input.projectId };
}

/**
 * Redeems a key: one conditional update marks it used, so two concurrent redemptions cannot both win.
 * The username must name the key's user (their e-mail or id).
 */
export async function redeemAutoLoginKey(db: Db, secret: string, input: { username: string; projectid: string; key: string }): Promise<string> {
  const invalid = new DomainError('unauthenticated', 'auto_login_failed', 'This sign-in link is invalid or has expired.');
  const [owner] = await db
    .select({ id: user.id })
    .from(user)
    .where(or(eq(user.email, input.username.trim().toLowerCase()), eq(user.id, input.username)));
  if (!owner) throw invalid;
  if (await isSuspended(db, owner.id)) throw new DomainError('forbidden', 'account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  const tokenId = randomUUID();
  const [used] = await db
    .update(autoLoginKeys)
    .set({ usedAt: new Date(), tokenId })
    .where(
      and(
        eq(autoLoginKeys.keyHash, hashKey(input.key)),
        eq(autoLoginKeys.userId, owner.id),
        eq(autoLoginKeys.projectId, input.projectid),
        isNull(autoLoginKeys.usedAt),
        gt(autoLoginKeys.expiresAt, new Date()),
      ),
    )
    .returning({ userId: autoLoginKeys.userId, projectId: autoLoginKeys.projectId });
  if (!used) throw invalid;
  return new SignJWT({ projectId: used.projectId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(used.userId)
    .setAudience(AUDIENCE)
    .setJti(tokenId)
    .setIssuedAt()
    .setExpirationTime(JWT_TTL)
    .sign(secretKey(secret));
}

/** Checks the signature and expiry, then that the token's session was not ended (revoked) on the server. */
export async function verifyAutoLoginJwt(db: Db, token: string, secret: string): Promise<{ sub: string; jti: string; projectId: string } | null> {
  let claims: { sub: string; jti: string; projectId: string };
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { audience: AUDIENCE, algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti) return null;
    claims = { sub: payload.sub, jti: payload.jti, projectId: String(payload.projectId ?? '') };
  } catch {
    return null;
  }
  const [live] = await db
    .select({ userId: autoLoginKeys.userId })
    .from(autoLoginKeys)
    .where(and(eq(autoLoginKeys.tokenId, claims.jti), eq(autoLoginKeys.userId, claims.sub), isNull(autoLoginKeys.revokedAt)));
  return live ? claims : null;
}

/** Ends an auto-login session: its token stops working at once, on every instance. */
export async function revokeAutoLoginToken(db: Db, tokenId: string): Promise<void> {
  await db.update(autoLoginKeys).set({ revokedAt: new Date() }).where(eq(autoLoginKeys.tokenId, tokenId));
}
