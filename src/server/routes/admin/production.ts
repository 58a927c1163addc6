import { Hono } from 'hono';
import { type ProductionQuery, productionQuerySchema } from '../../../shared/api/production';
import { rendersInProcess } from '../../config';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { requireAdmin } from '../../http/guards';
import { defineRoutes } from '../../http/route-module';
import { query } from '../../http/validation';
import { appOriginsOf } from '../../services/designs/sources';
import { productionFileOnWorker } from '../../services/production/file-on-worker';
import { printFonts } from '../../services/production/print-fonts';
import { type DesignProductionFile, fileRequestOf } from '../../services/production/production-file';

/** Fabric and the renderer load with the first production request, not at start: an idle server stays lean. */
const productionService = () => import('../../services/production/design-production');

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', svg: 'image/svg+xml' } as const;

/**
 * GET /api/admin/designs/:id/production: the shop's print-ready files of any saved design at an ordered
 * size, rendered on the server once per design version and size and then served from the cache
 * (only the file asked for is built). Warnings (low resolution, thin vinyl lines, missing images) travel in a
 * header as JSON. On a ROLE=web instance a worker builds it (file-on-worker.ts): 503 production_preparing
 * with Retry-After when the build outlasts the wait. 422 art_not_drawable naming an object the renderer cannot draw, 422 production_input for a design with
 * nothing to print, 422 font_unavailable naming a font the server cannot get (domain errors of the
 * production service).
 */
export const adminProductionRoutes = defineRoutes({
  prefix: '/designs',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) => {
    const designDeps = {
      db: deps.database.db,
      storage: deps.storage,
      maxPixels: deps.config.storage.uploadMaxPixels,
      urls: { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl },
      // The same font sources as the cart's proof and the order's files (print-fonts.ts).
      ...printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage }),
    };
    return new Hono<AppEnv>().get('/:id/production', query(productionQuerySchema), async (c) => {
      const admin = requireAdmin(c); // already checked by the admin guard; here for the admin's id
      const q = c.req.valid('query');
      const actor = { id: admin.id, isAdmin: true };
      const { thruCutName } = deps.config.production;
      const made = rendersInProcess(deps.config)
        ? await (await productionService()).designProductionFile(designDeps, actor, c.req.param('id'), fileRequestOf(q, thruCutName))
        : await productionFileOnWorker(designDeps, actor, c.req.param('id'), q, thruCutName);
      return new Response(new Uint8Array(made.body), {
        headers: {
          'Content-Type': CONTENT_TYPES[q.file],
          'Content-Disposition': `attachment; filename="${fileName(made, q)}"`,
          'Cache-Control': 'no-store',
          // JSON of ASCII only (\u escapes), so any message fits in a header.
          'X-Production-Warnings': JSON.stringify(made.warnings).replace(/[^\x20-\x7e]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`),
          // file-cache | render-cache | rendered: whether this download rendered the design again.
          'X-Production-Source': made.source,
          'Access-Control-Expose-Headers': 'X-Production-Warnings, X-Production-Source',
        },
      });
    });
  },
});

/** 'birthday-sticker-4in-cut.pdf': the design name made safe for a header and a file system. */
function fileName(made: DesignProductionFile, q: ProductionQuery): string {
  const stem =
    made.design.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .toLowerCase() || `design-${made.design.id.slice(0, 8)}`;
  const size = `${Number(q.size.toFixed(2))}in`;
  return `${stem}-${size}-${q.kind === 'vinyl' ? 'vinyl' : 'print'}.${q.file}`;
}
