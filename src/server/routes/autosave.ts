import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { convertSessionSchema } from '../../shared/api/designs';
import type { AppDeps } from '../deps';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, rawBody } from '../http/validation';
import { readAutoSaveBody } from '../services/autosave/body';
import { autoSave, convertSession, finalizeSession, restorableSession, startSession } from '../services/autosave/sessions';
import { actorOf, type DesignDeps } from '../services/designs';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/**
 * SPEC §4/§8 auto-save sessions (/api/autosave…), signed-in only: always the viewer's own; a session
 * id of someone else is not found. Saves carry a whole document (the design limit); `/images` takes
 * image uploads.
 */
export const autoSaveRoutes = defineRoutes({
  prefix: '/autosave',
  bodyLimit: DESIGN_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) => {
    const d: DesignDeps = { db: deps.database.db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels };
    const limits = uploadLimitsOf(deps.config);
    return new Hono<AppEnv>()
      .use('*', signedIn)
      .post('/session', async (c) => {
        const viewer = requireViewer(c);
        return c.json(await startSession(d, viewer.id));
      })
      .get('/session', async (c) => {
        const viewer = requireViewer(c);
        c.header('cache-control', 'private, no-store');
        return c.json({ session: await restorableSession(d, viewer.id) });
      })
      .put('/session/:sessionId', async (c) => {
        const viewer = requireViewer(c);
        // The 1 MB document is decoded, checked and re-encoded on a worker thread (decision 15).
        const input = await readAutoSaveBody(await rawBody(c));
        return c.json(await autoSave(d, viewer.id, c.req.param('sessionId'), input));
      })
      .post('/session/:sessionId/finalize', async (c) => {
        const viewer = requireViewer(c);
        return c.json({ session: await finalizeSession(d, viewer.id, c.req.param('sessionId')) });
      })
      .post('/session/:sessionId/convert', jsonBody(convertSessionSchema), async (c) => {
        const viewer = requireViewer(c);
        const result = await convertSession(d, actorOf(viewer), c.req.param('sessionId'), c.req.valid('json'));
        return c.json(result, result.alreadyConverted ? 200 : 201);
      })
      .post('/images', async (c) => {
        // SPEC §7 AutoSave-Images/{uid}/: images the editor uploads while auto-saving.
        const viewer = requireViewer(c);
        const { image } = await receiveImageUpload(c.req.raw, limits);
        const key = `AutoSave-Images/${viewer.id}/${randomUUID()}.${image.ext}`;
        const stored = await deps.storage.put(key, image.body, image.contentType);
        return c.json({ key, url: deps.storage.publicUrl(key), contentType: image.contentType, size: stored.size, width: image.width, height: image.height }, 201);
      });
  },
});
