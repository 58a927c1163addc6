import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { autoSaveEndpoints } from '../../shared/api/endpoints/autosave';
import type { AppDeps } from '../deps';
import { autoSaveAdmission } from '../http/autosave-admission';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import { implement, raw } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { rawBody } from '../http/validation';
import { readAutoSaveBody } from '../services/autosave/body';
import { autoSave, convertSession, finalizeSession, restorableSession, startSession } from '../services/autosave/sessions';
import { actorOf, type DesignDeps } from '../services/designs';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** A session save (PUT /api/autosave/session/:id): the one write carrying a whole document every few seconds. */
const isSessionSave = (method: string, path: string) => method === 'PUT' && /\/autosave\/session\/[^/]+$/.test(path);

/**
 * SPEC §4/§8 auto-save sessions (/api/autosave…), signed-in only: always the viewer's own; a session
 * id of someone else is not found. Saves carry a whole document (the design limit); `/images` takes
 * image uploads.
 */
export const autoSaveRoutes = defineRoutes({
  prefix: '/autosave',
  bodyLimit: DESIGN_BODY_LIMIT,
  uploads: true,
  // At most AUTOSAVE_MAX_IN_FLIGHT saves at once and a short queue per instance (decision 114), so a
  // burst's saves wait a bounded time and hold bounded memory; the rest are told when to come back.
  admission: (deps: Pick<AppDeps, 'config'>) => autoSaveAdmission(deps.config.autosave, isSessionSave),
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const d: DesignDeps = { db: deps.database.db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels };
    const limits = uploadLimitsOf(deps.config);
    return implement(new Hono<AppEnv>().use('*', signedIn), base, autoSaveEndpoints, {
      start: async (_request, c) => startSession(d, requireViewer(c).id),
      restorable: async (_request, c) => {
        const viewer = requireViewer(c);
        c.header('cache-control', 'private, no-store');
        return { session: await restorableSession(d, viewer.id) };
      },
      save: {
        // The 1 MB document is decoded, checked and re-encoded on a worker thread (decision 15).
        handlerReadsBody: true,
        handler: async ({ params }, c) => {
          const viewer = requireViewer(c);
          const input = await readAutoSaveBody(await rawBody(c));
          return autoSave(d, viewer.id, params.sessionId, input);
        },
      },
      finalize: async ({ params }, c) => ({ session: await finalizeSession(d, requireViewer(c).id, params.sessionId) }),
      convert: async ({ params, body }, c) => {
        const result = await convertSession(d, actorOf(requireViewer(c)), params.sessionId, body);
        // 201 when this call made the design, 200 when an earlier one had.
        return raw(c.json(result, result.alreadyConverted ? 200 : 201));
      },
      uploadImage: async (_request, c) => {
        // SPEC §7 AutoSave-Images/{uid}/: images the editor uploads while auto-saving.
        const viewer = requireViewer(c);
        const { image } = await receiveImageUpload(c.req.raw, limits);
        const key = `AutoSave-Images/${viewer.id}/${randomUUID()}.${image.ext}`;
        const stored = await deps.storage.put(key, image.body, image.contentType);
        return { key, url: deps.storage.publicUrl(key), contentType: image.contentType, size: stored.size, width: image.width, height: image.height };
      },
    });
  },
});
