import { randomUUID } from 'node:crypto';

/**
 * Where an order's files live: under its customer's folder (so the customer and admins may read them
 * through /api/files/raw, like their other files), one folder per order and line. Every file name
 * carries a fresh UUID or its content's hash: a file is written once and never replaced (a new version is a new key).
 */
export const orderFolder = (userId: string, orderId: string) => `users/${userId}/orders/${orderId}`;
export const itemFolder = (userId: string, orderId: string, itemId: string) => `${orderFolder(userId, orderId)}/items/${itemId}`;

/**
 * An order's design snapshot, named by the SHA-256 of its JSON: lines of one design (or of designs with
 * the same content) share one file, so a checkout writes each distinct design once.
 */
export const designSnapshotKey = (userId: string, orderId: string, sha256: string) => `${orderFolder(userId, orderId)}/designs/${sha256}.json`;
export const proofKeyFor = (userId: string, orderId: string, itemId: string, ext: string) => `${itemFolder(userId, orderId, itemId)}/proof-${randomUUID()}.${ext}`;
export const replacementKeyFor = (userId: string, orderId: string, itemId: string, ext: string) => `${itemFolder(userId, orderId, itemId)}/replacement-${randomUUID()}.${ext}`;
/** One render's production files share a tag, so a second render never lands on the first one's keys. */
export const productionKeyFor = (userId: string, orderId: string, itemId: string, tag: string, file: 'pdf' | 'png' | 'svg') =>
  `${itemFolder(userId, orderId, itemId)}/production-${tag}-${file === 'pdf' ? 'print' : file === 'png' ? 'art' : 'cut'}.${file}`;

/** The reference customers read on mails and the site: the id's first 8 characters, upper case. */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();
