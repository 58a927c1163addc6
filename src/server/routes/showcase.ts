import { Hono } from 'hono';
import { commentSchema, orderShowcaseSchema, pageQuerySchema, publishShowcaseSchema, showcaseListQuerySchema, updateShowcaseSchema } from '../../shared/api/community';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv, Viewer } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, query } from '../http/validation';
import { productionProof } from '../services/cart/proof';
import { appOriginsOf } from '../services/designs/sources';
import { printFonts } from '../services/production/print-fonts';
import { addComment, deleteComment, listComments } from '../services/showcase/comments';
import { orderShowcaseItem, remixShowcaseItem } from '../services/showcase/copies';
import type { ShowcaseDeps } from '../services/showcase/deps';
import { showcaseImageRenderer } from '../services/showcase/image';
import { getShowcaseItem, unpublishShowcaseItem, updateShowcaseItem } from '../services/showcase/item';
import { listShowcase } from '../services/showcase/list';
import { publishDesign } from '../services/showcase/publish';
import { setLiked, setSaved } from '../services/showcase/reactions';

/**
 * /api/showcase (issue 18, decision 45): the grid and items are public; publishing, likes, saves,
 * comments, "Make my own" and "Order this sticker" need a signed-in member (publishing and comments
 * a verified one). Authors edit and unpublish their own items; admins hide under /api/admin/community.
 */
export const showcaseRoutes = defineRoutes({
  prefix: '/showcase',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) => {
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const fonts = printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage });
    const d: ShowcaseDeps = {
      db: deps.database.db,
      storage: deps.storage,
      urls,
      maxPixels: deps.config.storage.uploadMaxPixels,
      renderImage: showcaseImageRenderer(fonts),
      renderProof: productionProof(urls, fonts),
    };
    const itemAnswer = async (viewer: Viewer | null, id: string) => ({ item: await getShowcaseItem(d, viewer, id) });
    return new Hono<AppEnv>()
      .get('/items', query(showcaseListQuerySchema, { blankIsAbsent: ['tag', 'q', 'author', 'cursor'] }), async (c) =>
        c.json(await listShowcase(d, c.get('viewer'), c.req.valid('query'))),
      )
      .post('/items', signedIn, jsonBody(publishShowcaseSchema), async (c) => {
        const id = await publishDesign(d, requireViewer(c), c.req.valid('json'));
        return c.json(await itemAnswer(c.get('viewer'), id), 201);
      })
      .get('/items/:id', async (c) => c.json(await itemAnswer(c.get('viewer'), c.req.param('id'))))
      .patch('/items/:id', signedIn, jsonBody(updateShowcaseSchema), async (c) => {
        await updateShowcaseItem(d.db, requireViewer(c), c.req.param('id'), c.req.valid('json'));
        return c.json(await itemAnswer(c.get('viewer'), c.req.param('id')));
      })
      .delete('/items/:id', signedIn, async (c) => {
        await unpublishShowcaseItem(d, requireViewer(c), c.req.param('id'));
        return c.json({ id: c.req.param('id'), hidden: true });
      })
      .put('/items/:id/like', signedIn, async (c) => c.json(await setLiked(d.db, requireViewer(c), c.req.param('id'), true)))
      .delete('/items/:id/like', signedIn, async (c) => c.json(await setLiked(d.db, requireViewer(c), c.req.param('id'), false)))
      .put('/items/:id/save', signedIn, async (c) => c.json(await setSaved(d.db, requireViewer(c), c.req.param('id'), true)))
      .delete('/items/:id/save', signedIn, async (c) => c.json(await setSaved(d.db, requireViewer(c), c.req.param('id'), false)))
      .get('/items/:id/comments', query(pageQuerySchema, { blankIsAbsent: ['cursor'] }), async (c) =>
        c.json(await listComments(d, c.get('viewer'), c.req.param('id'), c.req.valid('query'))),
      )
      .post('/items/:id/comments', signedIn, jsonBody(commentSchema), async (c) => c.json(await addComment(d, requireViewer(c), c.req.param('id'), c.req.valid('json').body), 201))
      .delete('/comments/:id', signedIn, async (c) => c.json(await deleteComment(d.db, requireViewer(c), c.req.param('id'))))
      .post('/items/:id/remix', signedIn, async (c) => c.json({ designId: await remixShowcaseItem(d, requireViewer(c), c.req.param('id')) }, 201))
      .post('/items/:id/order', signedIn, jsonBody(orderShowcaseSchema), async (c) =>
        c.json(await orderShowcaseItem(d, requireViewer(c), c.req.param('id'), c.req.valid('json').options)),
      );
  },
});
