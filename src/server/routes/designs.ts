import { Hono } from 'hono';
import { createDesignSchema, designListQuerySchema, duplicateDesignSchema, saveDesignSchema, selfContainedSchema, updateDesignSchema } from '../../shared/api/designs';
import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { DESIGN_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, optionalJsonBody, query } from '../http/validation';
import { actorOf, createDesign, type DesignDeps, deleteDesign, duplicateDesign, listDesigns, readDesign, saveDesign, toSummary, updateDesign } from '../services/designs';
import { makeSelfContained } from '../services/designs/copy';
import { appOriginsOf } from '../services/designs/sources';

/**
 * SPEC §3/§5 saved designs (/api/designs…), signed-in only. Every id-based route is scoped to the
 * viewer's own designs: another user's id answers 404 (admins may read any design for support, never
 * change it). Bodies carry a whole document and preview, hence the larger limit.
 */
export const designRoutes = defineRoutes({
  prefix: '/designs',
  bodyLimit: DESIGN_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) => {
    const d: DesignDeps = { db: deps.database.db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels };
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const actor = (c: Parameters<typeof requireViewer>[0]) => actorOf(requireViewer(c));
    return new Hono<AppEnv>()
      .use('*', signedIn)
      .get('/', query(designListQuerySchema, { blankIsAbsent: ['search', 'favorite', 'cursor'] }), async (c) => {
        return c.json(await listDesigns(d, actor(c), c.req.valid('query')));
      })
      .post('/', jsonBody(createDesignSchema), async (c) => {
        return c.json({ design: await createDesign(d, actor(c), c.req.valid('json')) }, 201);
      })
      .get('/:id', async (c) => {
        const { row, jsonText } = await readDesign(d, actor(c), c.req.param('id'));
        // The stored JSON goes out as it is, without a parse and re-serialise of up to 10 MB.
        const head = JSON.stringify({ ...toSummary(row, deps.storage), cutlinePath: row.cutlinePath });
        return c.body(`{"design":${head.slice(0, -1)},"json":${jsonText}}}`, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' });
      })
      .put('/:id', jsonBody(saveDesignSchema), async (c) => {
        return c.json({ design: await saveDesign(d, actor(c), c.req.param('id'), c.req.valid('json')) });
      })
      .patch('/:id', jsonBody(updateDesignSchema), async (c) => {
        return c.json({ design: await updateDesign(d, actor(c), c.req.param('id'), c.req.valid('json')) });
      })
      .post('/:id/duplicate', optionalJsonBody(duplicateDesignSchema), async (c) => {
        return c.json({ design: await duplicateDesign(d, actor(c), c.req.param('id'), c.req.valid('json')) }, 201);
      })
      .post('/:id/self-contained', optionalJsonBody(selfContainedSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await makeSelfContained(d, actor(c), c.req.param('id'), input.baseRevision, urls));
      })
      .delete('/:id', async (c) => {
        if (!(await deleteDesign(d, actor(c), c.req.param('id')))) throw notFound();
        return c.body(null, 204);
      });
  },
});
