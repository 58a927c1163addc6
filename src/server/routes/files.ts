import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../deps';
import { notFound, unauthenticated } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { ownsGuestFolder, type ShopperDeps } from '../http/shopper';
import { cacheControlFor, isCommunityKey, isPublicKey, isSafeKey, ownerOfKey } from '../providers/storage/keys';
import { mayServePublishedFile } from '../services/community/published-files';
import { pdfKeyOfStandIn } from '../services/pdf-art';
import { verifyOrderFile } from '../services/shoppers';
import { type CheckedUpload, receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** Shown images never run anything: even a sanitised SVG opened directly is sandboxed. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const INLINE_TYPES = /^image\/(png|jpeg|webp|gif|svg\+xml)$/;

/** /api/files: image uploads (and sticker art, PDF included) into the user's folder, and serving stored files with owner checks. */
export const fileRoutes = defineRoutes({
  prefix: '/files',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'storage' | 'config' | 'database'>) => {
    // The database is read only for a member's merged guest folder, so it is looked up when needed.
    const shopperDeps: ShopperDeps = {
      config: deps.config,
      get db() {
        return deps.database.db;
      },
    };
    const limits = uploadLimitsOf(deps.config);
    return (
      new Hono<AppEnv>()
        .post('/upload', async (c) => {
          const viewer = requireViewer(c);
          const { image } = await receiveImageUpload(c.req.raw, limits);
          return c.json(await storeUpload(deps.storage, viewer.id, image), 201);
        })
        // Art for a sticker (upload-to-order, the editor's PDF import) may also be a PDF (decision 80):
        // its page's stand-in is the image, the PDF is kept beside it for the print.
        .post('/art', async (c) => {
          const viewer = requireViewer(c);
          const { image } = await receiveImageUpload(c.req.raw, limits, { pdf: true });
          return c.json(await storeUpload(deps.storage, viewer.id, image), 201);
        })
        // Serves local files and proxies S3 objects alike, with the same checks.
        .get('/raw/*', async (c) => {
          const key = keyFromPath(c, 'raw');
          await authorizeRead(key, c, shopperDeps);
          if (isCommunityKey(key) && !(await mayServePublishedFile(deps.database.db, c.get('viewer'), key))) throw notFound();
          return serveFile(deps.storage, key, c.req.method, cacheControlFor(key));
        })
        // An order's picture by the signed, expiring address its page got through the order's signed link
        // (decision 88): whoever holds the address until it expires, that file of that order only.
        .get('/order/:orderId/*', async (c) => {
          const orderId = c.req.param('orderId');
          const key = keyFromPath(c, `order/${orderId}`);
          const expires = Number(c.req.query('e'));
          if (!verifyOrderFile(deps.config.authSecret, orderId, key, expires, c.req.query('s'), Math.floor(Date.now() / 1000))) throw notFound();
          return serveFile(deps.storage, key, c.req.method, 'private, max-age=3600');
        })
    );
  },
});

/** A stored file's bytes with the headers every served file gets; 404 when it is gone. */
async function serveFile(storage: AppDeps['storage'], key: string, method: string, cacheControl: string): Promise<Response> {
  const object = await storage.get(key);
  if (!object) throw notFound();
  const headers = new Headers({
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
    'Content-Disposition': INLINE_TYPES.test(object.contentType) ? 'inline' : 'attachment',
    'Cache-Control': cacheControl,
  });
  if (method === 'HEAD') {
    object.body.destroy();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream, { status: 200, headers });
}

/** Stores a checked upload under the user's uploads (a PDF first, then its stand-in) and describes it. */
async function storeUpload(storage: AppDeps['storage'], userId: string, image: CheckedUpload) {
  const key = `users/${userId}/uploads/${randomUUID()}.${image.ext}`;
  const pdfKey = pdfKeyOfStandIn(key);
  if (image.pdf && pdfKey) await storage.put(pdfKey, image.pdf.body, 'application/pdf');
  const stored = await storage.put(key, image.body, image.contentType);
  return { key, url: storage.publicUrl(key), contentType: image.contentType, size: stored.size, width: image.width, height: image.height };
}

/** The storage key after `/files/<below>/` in the request's path; 404 for anything unsafe. */
function keyFromPath(c: Context, below: string): string {
  const prefix = `/files/${below}/`;
  const pathname = new URL(c.req.url).pathname;
  const raw = pathname.slice(pathname.indexOf(prefix) + prefix.length);
  try {
    const key = raw.split('/').map(decodeURIComponent).join('/');
    if (isSafeKey(key)) return key;
  } catch {}
  throw notFound();
}

/**
 * users/{uid}/… is the owner's or an admin's (404 for others, so existence does not leak) — a guest
 * shopper's folder also its browser's and, once merged, its account's (decision 88); a few prefixes are
 * public; nothing else is served.
 */
async function authorizeRead(key: string, c: Context<AppEnv>, deps: ShopperDeps): Promise<void> {
  const owner = ownerOfKey(key);
  const viewer = c.get('viewer');
  if (owner) {
    if (viewer && (viewer.id === owner || viewer.isAdmin)) return;
    if (await ownsGuestFolder(c, deps, owner)) return;
    if (!viewer) throw unauthenticated();
    throw notFound();
  }
  if (!isPublicKey(key)) throw notFound();
}
