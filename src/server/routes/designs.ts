import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { createDesignSchema, designListQuerySchema, duplicateDesignSchema, saveDesignSchema, selfContainedSchema, updateDesignSchema } from '../../shared/api/designs';
import type { AppDeps } from '../deps';
import type { AppEnv, Viewer } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { requireViewer } from '../http/guards';
import { check, readJson } from '../http/validate';
import { makeSelfContained } from '../services/designs/copy';
import {
  type Actor,
  createDesign,
  type DesignDeps,
  deleteDesign,
  duplicateDesign,
  listDesigns,
  readDesign,
  saveDesign,
  toSummary,
  updateDesign,
} from '../services/designs/designs';
import { appOriginsOf } from '../services/designs/sources';

export const actorOf = (viewer: Viewer): Actor => ({ id: viewer.id, isAdmin: viewer.isAdmin, plan: viewer.plan });

/** A JSON body that may be left out entirely (sendBeacon, bare POSTs): empty means {}. */
export async function readOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (!text.trim()) return check(schema, {});
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  return check(schema, raw);
}

/**
 * SPEC §3/§5 saved designs (/api/designs…). Every id-based route is scoped to the viewer's own designs:
 * another user's id answers 404 (admins may read any design for support, never change it).
 */
export function designRoutes(deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) {
  const d: DesignDeps = { db: deps.database.db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels };
  const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
  return new Hono<AppEnv>()
    .get('/designs', async (c) => {
      const actor = actorOf(requireViewer(c));
      const q = check(designListQuerySchema, {
        search: c.req.query('search') || undefined,
        favorite: c.req.query('favorite') || undefined,
        limit: c.req.query('limit'),
        cursor: c.req.query('cursor') || undefined,
      });
      return c.json(await listDesigns(d, actor, q));
    })
    .post('/designs', async (c) => {
      const actor = actorOf(requireViewer(c));
      const input = await readJson(c, createDesignSchema);
      return c.json({ design: await createDesign(d, actor, input) }, 201);
    })
    .get('/designs/:id', async (c) => {
      const actor = actorOf(requireViewer(c));
      const { row, jsonText } = await readDesign(d, actor, c.req.param('id'));
      // The stored JSON goes out as it is, without a parse and re-serialise of up to 10 MB.
      const head = JSON.stringify({ ...toSummary(row, deps.storage), cutlinePath: row.cutlinePath });
      return c.body(`{"design":${head.slice(0, -1)},"json":${jsonText}}}`, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' });
    })
    .put('/designs/:id', async (c) => {
      const actor = actorOf(requireViewer(c));
      const input = await readJson(c, saveDesignSchema);
      return c.json({ design: await saveDesign(d, actor, c.req.param('id'), input) });
    })
    .patch('/designs/:id', async (c) => {
      const actor = actorOf(requireViewer(c));
      const input = await readJson(c, updateDesignSchema);
      return c.json({ design: await updateDesign(d, actor, c.req.param('id'), input) });
    })
    .post('/designs/:id/duplicate', async (c) => {
      const actor = actorOf(requireViewer(c));
      const input = await readOptionalJson(c, duplicateDesignSchema);
      return c.json({ design: await duplicateDesign(d, actor, c.req.param('id'), input) }, 201);
    })
    .post('/designs/:id/self-contained', async (c) => {
      const actor = actorOf(requireViewer(c));
      const input = await readOptionalJson(c, selfContainedSchema);
      return c.json(await makeSelfContained(d, actor, c.req.param('id'), input.baseRevision, urls));
    })
    .delete('/designs/:id', async (c) => {
      const actor = actorOf(requireViewer(c));
      if (!(await deleteDesign(d, actor, c.req.param('id')))) throw notFound();
      return c.body(null, 204);
    });
}
