import { Hono } from 'hono';
import { designEndpoints } from '../../shared/api/endpoints/designs';
import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { autoSaveAdmission } from '../http/autosave-admission';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import { implement, raw } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { actorOf, createDesign, type DesignDeps, deleteDesign, duplicateDesign, listDesigns, readDesign, saveDesign, toSummary, updateDesign } from '../services/designs';
import { makeSelfContained } from '../services/designs/copy';
import { appOriginsOf } from '../services/designs/sources';

/** A design save (PUT /api/designs/:id): the editor's Save and the open design's own auto-save. */
const isDesignSave = (method: string, path: string) => method === 'PUT' && /\/designs\/[^/]+$/.test(path);

/**
 * SPEC §3/§5 saved designs (/api/designs…), signed-in only. Every id-based route is scoped to the
 * viewer's own designs: another user's id answers 404 (admins may read any design for support, never
 * change it). Bodies carry a whole document and preview, hence the larger limit.
 */
export const designRoutes = defineRoutes({
  prefix: '/designs',
  bodyLimit: DESIGN_BODY_LIMIT,
  // The open design saves itself every few seconds (decision 98): its saves share the auto-save queue.
  admission: (deps: Pick<AppDeps, 'config'>) => autoSaveAdmission(deps.config.autosave, isDesignSave),
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const d: DesignDeps = { db: deps.database.db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels };
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const actor = (c: Parameters<typeof requireViewer>[0]) => actorOf(requireViewer(c));
    return implement(new Hono<AppEnv>().use('*', signedIn), base, designEndpoints, {
      list: { blankIsAbsent: ['search', 'favorite', 'cursor'], handler: ({ query }, c) => listDesigns(d, actor(c), query) },
      create: async ({ body }, c) => ({ design: await createDesign(d, actor(c), body) }),
      get: async ({ params }, c) => {
        const { row, jsonText } = await readDesign(d, actor(c), params.id);
        // The stored JSON goes out as it is, without a parse and re-serialise of up to 10 MB.
        const head = JSON.stringify({ ...toSummary(row, deps.storage), cutlinePath: row.cutlinePath });
        return raw(c.body(`{"design":${head.slice(0, -1)},"json":${jsonText}}}`, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' }));
      },
      save: async ({ params, body }, c) => ({ design: await saveDesign(d, actor(c), params.id, body) }),
      update: async ({ params, body }, c) => ({ design: await updateDesign(d, actor(c), params.id, body) }),
      duplicate: { bodyMayBeEmpty: true, handler: async ({ params, body }, c) => ({ design: await duplicateDesign(d, actor(c), params.id, body) }) },
      selfContained: { bodyMayBeEmpty: true, handler: ({ params, body }, c) => makeSelfContained(d, actor(c), params.id, body.baseRevision, urls) },
      remove: async ({ params }, c) => {
        if (!(await deleteDesign(d, actor(c), params.id))) throw notFound();
        return null;
      },
    });
  },
});
