import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv, Viewer } from '../http/env';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { requireViewer } from '../http/guards';
import { isImmutableKey, isPublicKey, isSafeKey, ownerOfKey } from '../providers/storage/keys';
import { checkUpload, readLimitedForm, tooLarge } from '../services/uploads';

/** Room for the multipart boundaries and part headers around the file itself. */
const FORM_OVERHEAD = 64 * 1024;

/** Shown images never run anything: even a sanitised SVG opened directly is sandboxed. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const INLINE_TYPES = /^image\/(png|jpeg|webp|gif|svg\+xml)$/;

export function fileRoutes(deps: Pick<AppDeps, 'storage' | 'config'>) {
  const r = new Hono<AppEnv>();
  const limits = { maxBytes: deps.config.storage.uploadMaxBytes, maxPixels: deps.config.storage.uploadMaxPixels };

  r.post('/files/upload', async (c) => {
    const viewer = requireViewer(c);
    const form = await readLimitedForm(c.req.raw, limits.maxBytes + FORM_OVERHEAD, () => tooLarge(limits.maxBytes));
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError(400, 'invalid_input', 'Send the image as the form field "file".');
    if (file.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
    // The declared name and type are ignored: checkUpload decides from the bytes.
    const checked = await checkUpload(Buffer.from(await file.arrayBuffer()), limits);
    const key = `users/${viewer.id}/uploads/${randomUUID()}.${checked.ext}`;
    const stored = await deps.storage.put(key, checked.body, checked.contentType);
    return c.json({ key, url: deps.storage.publicUrl(key), contentType: checked.contentType, size: stored.size, width: checked.width, height: checked.height }, 201);
  });

  // Serves local files and proxies S3 objects alike, with the same checks.
  r.get('/files/raw/*', async (c) => {
    const key = keyFromPath(c);
    authorizeRead(key, c.get('viewer'));
    const object = await deps.storage.get(key);
    if (!object) throw notFound();
    const headers = new Headers({
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILE_CSP,
      'Content-Disposition': INLINE_TYPES.test(object.contentType) ? 'inline' : 'attachment',
      'Cache-Control': cacheControl(key),
    });
    if (c.req.method === 'HEAD') {
      object.body.destroy();
      return new Response(null, { status: 200, headers });
    }
    return new Response(Readable.toWeb(object.body) as ReadableStream, { status: 200, headers });
  });

  return r;
}

function keyFromPath(c: Context): string {
  const raw = new URL(c.req.url).pathname.replace(/^.*?\/files\/raw\//, '');
  try {
    const key = raw.split('/').map(decodeURIComponent).join('/');
    if (isSafeKey(key)) return key;
  } catch {}
  throw notFound();
}

/** users/{uid}/… is the owner's or an admin's (404 for others, so existence does not leak); a few prefixes are public; nothing else is served. */
function authorizeRead(key: string, viewer: Viewer | null): void {
  const owner = ownerOfKey(key);
  if (owner) {
    if (!viewer) throw unauthorized();
    if (viewer.id !== owner && !viewer.isAdmin) throw notFound();
    return;
  }
  if (!isPublicKey(key)) throw notFound();
}

function cacheControl(key: string): string {
  const scope = isPublicKey(key) ? 'public' : 'private';
  return isImmutableKey(key) ? `${scope}, max-age=31536000, immutable` : `${scope}, no-cache`;
}
