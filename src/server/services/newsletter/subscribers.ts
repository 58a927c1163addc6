import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { MailPort } from '../../providers/mail/types';
import { hitCounter } from '../security/rate-counter';
import { confirmSubscriptionEmail } from './emails';
import { CONFIRM_TTL_MS, newToken, readUnsubscribeToken, tokenHash } from './tokens';

export interface NewsletterDeps {
  db: Db;
  mail: MailPort;
  config: Pick<AppConfig, 'publicUrl' | 'authSecret'>;
}

const HOUR_MS = 60 * 60 * 1000;
/** Sign-ups one address (IP) may send an hour, and confirm mails one e-mail address may get a day. */
export const SIGNUPS_PER_HOUR_PER_IP = 10;
export const CONFIRM_MAILS_PER_DAY = 3;

const linkInvalid = () => new DomainError('not_found', 'newsletter_link_invalid', 'This link is not valid any more. Sign up again in the footer to get a new one.');

/**
 * Footer sign-up (double opt-in): the address gets a confirm link and nothing else until it is
 * clicked. The answer is the same whether the address was new, pending or already confirmed, so the
 * form reveals nobody's subscription.
 */
export async function subscribe(deps: NewsletterDeps, input: { email: string; language: string }, ip: string): Promise<void> {
  if ((await hitCounter(deps.db, `newsletter-signup:${ip}`, HOUR_MS)) > SIGNUPS_PER_HOUR_PER_IP) {
    throw new DomainError('rate_limited', 'rate_limited', 'Too many sign-ups from your network. Please try again in an hour.');
  }
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const [existing] = await deps.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (existing?.status === 'confirmed') return;
  if ((await hitCounter(deps.db, `newsletter-confirm-mail:${email}`, 24 * HOUR_MS)) > CONFIRM_MAILS_PER_DAY) return;

  const token = newToken();
  const pending = {
    status: 'pending' as const,
    language: input.language,
    confirmTokenHash: tokenHash(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
    updatedAt: now,
  };
  await deps.db
    .insert(newsletterSubscribers)
    .values({ id: randomUUID(), email, createdAt: now, ...pending })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: pending, setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'` });
  const url = `${deps.config.publicUrl}/newsletter-thanks?confirm=${encodeURIComponent(token)}`;
  await deps.mail.send(confirmSubscriptionEmail(email, url, input.language));
}

/** The confirm link: once, within CONFIRM_TTL_MS. */
export async function confirmSubscription(deps: Pick<NewsletterDeps, 'db'>, token: string): Promise<void> {
  const now = new Date();
  const done = await deps.db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null, updatedAt: now })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash(token)), eq(newsletterSubscribers.status, 'pending'), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .returning({ id: newsletterSubscribers.id });
  if (!done.length) throw linkInvalid();
}

/** One click from any newsletter mail (signed token); unsubscribing twice is fine. */
export async function unsubscribe(deps: Pick<NewsletterDeps, 'db' | 'config'>, token: string): Promise<void> {
  const id = readUnsubscribeToken(deps.config.authSecret, token);
  if (!id) throw linkInvalid();
  const now = new Date();
  await deps.db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
    .where(eq(newsletterSubscribers.id, id));
}

export async function subscriberCounts(db: Db) {
  const rows = await db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of('pending'), confirmed: of('confirmed'), unsubscribed: of('unsubscribed') };
}
