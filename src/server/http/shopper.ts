import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies, serialize as serializeCookie } from 'hono/utils/cookie';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { guestAddressGroup } from '../services/guests';
import { activeGuestShopper, createGuestShopper, guestMergedInto, mergeGuestIntoAccount, signGuestShopper, verifyGuestShopper } from '../services/shoppers';
import { clientIp } from './client-ip';
import type { AppEnv } from './env';

/** The browser's guest shopper (decision 88): HttpOnly, first-party, a year (a cart outlives a visit). */
export const GUEST_COOKIE = 'ss_guest';
const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Who is shopping: the signed-in member, or the browser's guest shopper. Cart, checkout and order
 * routes take this instead of the viewer; everything below them works on `id` alike.
 */
export interface Shopper {
  id: string;
  /** The account's address; a guest's is its `guest.invalid` placeholder (it gives a real one at checkout). */
  email: string;
  isGuest: boolean;
  plan?: string;
}

export interface ShopperDeps {
  db: Db;
  config: Pick<AppConfig, 'authSecret' | 'publicUrl' | 'trustProxy'>;
}

/**
 * The current shopper, or null for a guest that has put nothing in a cart yet (nothing is created).
 * The guest's cart moves into the account when the session is made (mergeGuestAtSignIn); a member
 * still arriving with an unmerged guest cookie (the merge at sign-in failed) takes it here, once.
 */
export async function currentShopper(c: Context<AppEnv>, deps: ShopperDeps): Promise<Shopper | null> {
  const viewer = c.get('viewer');
  const guestId = await guestIdOf(c, deps);
  if (viewer) {
    if (guestId) {
      await mergeGuestIntoAccount(deps.db, guestId, viewer.id);
      deleteCookie(c, GUEST_COOKIE, { path: '/' });
    }
    return { id: viewer.id, email: viewer.email, isGuest: false, plan: viewer.plan };
  }
  return guestId ? guestShopper(guestId) : null;
}

/** The current shopper, making a guest shopper (and its cookie) for a guest's first write. */
export async function shopperForWrite(c: Context<AppEnv>, deps: ShopperDeps): Promise<Shopper> {
  const current = await currentShopper(c, deps);
  if (current) return current;
  const id = await createGuestShopper(deps.db, guestAddressGroup(clientIp(c, deps.config.trustProxy)));
  setCookie(c, GUEST_COOKIE, signGuestShopper(deps.config.authSecret, id), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: GUEST_COOKIE_MAX_AGE_S,
  });
  return guestShopper(id);
}

/**
 * A session was just made for `userId` (a password sign-in, the verification link): the guest
 * shopper whose cookie came with that request gives the account its cart, designs and orders now, so
 * the account's first read (its design list) already holds them (decision 106). Once per guest.
 */
export async function mergeGuestAtSignIn(deps: ShopperDeps, userId: string, requestHeaders: Headers | undefined): Promise<void> {
  const cookie = requestHeaders?.get('cookie');
  if (!cookie) return;
  const guestId = verifyGuestShopper(deps.config.authSecret, parseCookies(cookie, GUEST_COOKIE)[GUEST_COOKIE]);
  if (guestId) await mergeGuestIntoAccount(deps.db, guestId, userId);
}

/**
 * An auth answer to a browser whose guest cookie names a guest already merged into an account: the
 * cookie is cleared with it (its cart is the account's now; a later guest in this browser starts anew).
 */
export async function clearMergedGuestCookie(deps: ShopperDeps, request: Request, response: Response): Promise<Response> {
  const cookie = request.headers.get('cookie');
  const guestId = cookie ? verifyGuestShopper(deps.config.authSecret, parseCookies(cookie, GUEST_COOKIE)[GUEST_COOKIE]) : null;
  if (!guestId || !(await guestMergedInto(deps.db, guestId))) return response;
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', serializeCookie(GUEST_COOKIE, '', { path: '/', maxAge: 0 }));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Whether files under a guest's folder (`users/<guest id>/…`: its proofs, its uploads) are the caller's:
 * this browser's guest shopper's, or a guest's that was merged into the signed-in member. Reads only.
 */
export async function ownsGuestFolder(c: Context<AppEnv>, deps: ShopperDeps, owner: string): Promise<boolean> {
  if (verifyGuestShopper(deps.config.authSecret, getCookie(c, GUEST_COOKIE)) === owner) return true;
  const viewer = c.get('viewer');
  return viewer ? (await guestMergedInto(deps.db, owner)) === viewer.id : false;
}

/** The id of this browser's guest shopper, when its cookie is signed by this server and not merged yet. */
async function guestIdOf(c: Context<AppEnv>, deps: ShopperDeps): Promise<string | null> {
  const id = verifyGuestShopper(deps.config.authSecret, getCookie(c, GUEST_COOKIE));
  return id ? activeGuestShopper(deps.db, id) : null;
}

const guestShopper = (id: string): Shopper => ({ id, email: '', isGuest: true });
