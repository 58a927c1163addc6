import { isbot } from 'isbot';

/**
 * Requests analytics never records (decision 41): bots and crawlers (the `isbot` list of user agents;
 * an empty agent counts as one), and browsers that ask not to be tracked — Do Not Track (`DNT: 1`) or
 * Global Privacy Control (`Sec-GPC: 1`). The browser's recorder does not send in those cases either;
 * this is the server's own check.
 */
export function isLeftOut(headers: { userAgent?: string; dnt?: string; gpc?: string }): boolean {
  if (headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1') return true;
  return !headers.userAgent || isbot(headers.userAgent);
}
