import { Hono } from 'hono';
import { showcaseEndpoints } from '../../shared/api/endpoints/community';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv, Viewer } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { productionProof, proofWorkerOf } from '../services/cart/proof';
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
 * /api/showcase (decision 45): the grid and items are public; publishing, likes, saves,
 * comments, "Make my own" and "Order this sticker" need a signed-in member (publishing and comments
 * a verified one). Authors edit and unpublish their own items; admins hide under /api/admin/community.
 */
export const showcaseRoutes = defineRoutes({
  prefix: '/showcase',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const urls = { storage: deps.storage, appOrigins: appOriginsOf(deps.config), cdnUrl: deps.config.site.cdnUrl };
    const fonts = printFonts(deps.config.googleFonts, { db: deps.database.db, storage: deps.storage });
    const d: ShowcaseDeps = {
      db: deps.database.db,
      storage: deps.storage,
      urls,
      maxPixels: deps.config.storage.uploadMaxPixels,
      renderImage: showcaseImageRenderer(fonts),
      renderProof: productionProof(urls, fonts, { worker: proofWorkerOf(deps) }),
    };
    const itemAnswer = async (viewer: Viewer | null, id: string) => ({ item: await getShowcaseItem(d, viewer, id) });
    const mine = { use: [signedIn] };
    return implement(new Hono<AppEnv>(), base, showcaseEndpoints, {
      list: { blankIsAbsent: ['tag', 'q', 'author', 'cursor'], handler: ({ query }, c) => listShowcase(d, c.get('viewer'), query) },
      publish: { ...mine, handler: async ({ body }, c) => itemAnswer(c.get('viewer'), await publishDesign(d, requireViewer(c), body)) },
      get: ({ params }, c) => itemAnswer(c.get('viewer'), params.id),
      update: {
        ...mine,
        handler: async ({ params, body }, c) => {
          await updateShowcaseItem(d.db, requireViewer(c), params.id, body);
          return itemAnswer(c.get('viewer'), params.id);
        },
      },
      unpublish: {
        ...mine,
        handler: async ({ params }, c) => {
          await unpublishShowcaseItem(d, requireViewer(c), params.id);
          return { id: params.id, hidden: true };
        },
      },
      like: { ...mine, handler: ({ params }, c) => setLiked(d.db, requireViewer(c), params.id, true) },
      unlike: { ...mine, handler: ({ params }, c) => setLiked(d.db, requireViewer(c), params.id, false) },
      save: { ...mine, handler: ({ params }, c) => setSaved(d.db, requireViewer(c), params.id, true) },
      unsave: { ...mine, handler: ({ params }, c) => setSaved(d.db, requireViewer(c), params.id, false) },
      comments: { blankIsAbsent: ['cursor'], handler: ({ params, query }, c) => listComments(d, c.get('viewer'), params.id, query) },
      comment: { ...mine, handler: ({ params, body }, c) => addComment(d, requireViewer(c), params.id, body.body) },
      deleteComment: { ...mine, handler: ({ params }, c) => deleteComment(d.db, requireViewer(c), params.id) },
      remix: { ...mine, handler: async ({ params }, c) => ({ designId: await remixShowcaseItem(d, requireViewer(c), params.id) }) },
      order: { ...mine, handler: ({ params, body }, c) => orderShowcaseItem(d, requireViewer(c), params.id, body.options) },
    });
  },
});
