import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { forumAttachmentEndpoints } from '../../shared/api/endpoints/forum-attachments';
import { isUuid } from '../../shared/ids';
import type { AppDeps } from '../deps';
import { notFound, rateLimited } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { readableAttachment, storeForumAttachment } from '../services/forum/attachments';
import { assertMayWrite } from '../services/forum/write';
import { hitCounter } from '../services/security/rate-counter';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** Images one member may put into posts per hour: plenty for writing, a brake on filling the storage. */
const UPLOADS_PER_HOUR = 30;

/**
 * A public image may be cached for a few minutes (CDN and browser), not longer: hiding or deleting its
 * post has to reach readers soon. The bytes behind an id never change, so a revalidation is a 304.
 */
const PUBLIC_CACHE = 'public, max-age=300';

/** Served images never run anything, even opened on their own. */
const FILE_CSP = "default-src 'none'; sandbox";

/** /api/forum-attachments: members upload images into posts; everyone reads those of visible posts. */
export const forumAttachmentRoutes = defineRoutes({
  prefix: '/forum-attachments',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const { db } = deps.database;
    const limits = uploadLimitsOf(deps.config);
    const app = implement(new Hono<AppEnv>(), base, forumAttachmentEndpoints, {
      upload: {
        use: [signedIn],
        handler: async (_request, c) => {
          const viewer = requireViewer(c);
          assertMayWrite(viewer);
          if ((await hitCounter(db, `forum-attachment:${viewer.id}`, 60 * 60_000)) > UPLOADS_PER_HOUR) {
            throw rateLimited('You have added many images in the last hour. Please wait a while before adding more.');
          }
          const { image } = await receiveImageUpload(c.req.raw, limits);
          return { attachment: await storeForumAttachment({ db, storage: deps.storage }, viewer, image) };
        },
      },
    });
    return app.get('/:id', async (c) => {
      const id = c.req.param('id').toLowerCase();
      if (!isUuid(id)) throw notFound();
      const readable = await readableAttachment(db, c.get('viewer'), id);
      if (!readable) throw notFound();
      const headers = new Headers({
        'Content-Type': 'image/webp',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': FILE_CSP,
        'Cache-Control': readable.isPublic ? PUBLIC_CACHE : 'private, no-store',
        ETag: `"${id}"`,
      });
      if (c.req.header('if-none-match') === `"${id}"`) return new Response(null, { status: 304, headers });
      const object = await deps.storage.get(readable.storageKey);
      if (!object) throw notFound();
      headers.set('Content-Length', String(object.size));
      return new Response(Readable.toWeb(object.body) as ReadableStream, { status: 200, headers });
    });
  },
});
