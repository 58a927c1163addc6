import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { Seo } from '../services/seo';

const XML = 'application/xml; charset=utf-8';
/** Crawlers re-read these often; an hour in shared caches is plenty (the server keeps its own copy 5 minutes). */
const CACHE = 'public, max-age=3600';

/** robots.txt, sitemap.xml and its parts (sitemap-1.xml…) when it is split (services/seo, decision 94). */
export function seoApp(seo: Seo) {
  const app = new Hono<AppEnv>();
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE);
    return c.text(seo.robots());
  });
  app.get('/sitemap.xml', async (c) => xml(c, await seo.sitemap()));
  app.get('/:file{sitemap-[0-9]{1,6}\\.xml}', async (c) => xml(c, await seo.sitemap(Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length)))));
  return app;
}

function xml(c: import('hono').Context<AppEnv>, body: string | null) {
  if (body === null) return c.text('Not found', 404);
  return c.body(body, 200, { 'Content-Type': XML, 'Cache-Control': CACHE });
}
