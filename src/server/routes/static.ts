import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Handler, Hono, type MiddlewareHandler } from 'hono';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { injectHead, type Seo } from '../services/seo';

/** Hashed build output: a new build gets new names, so a browser may keep these for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: always revalidate, so a deploy is seen at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built React app (decision 18); any other non-API path falls back to index.html
 * (client-side routes).
 *
 * `/assets/*` are Vite's hashed files. The build writes `.br` and `.gz` beside each text asset
 * (src/build/compress-assets.ts); `precompressed` sends the one the browser accepts (brotli first) with
 * `Content-Encoding`, keeping the original file's Content-Type. It matches plain tokens of
 * Accept-Encoding (`gzip, deflate, br, zstd`, what browsers send); a token with a q-value is not
 * recognised and the file goes out uncompressed, which is never wrong. Every asset answer says
 * `Vary: Accept-Encoding`, the uncompressed one too, so a shared cache keeps the variants apart.
 *
 * A page's index.html carries its own head (title, description, canonical, hreflang, Open Graph, robots)
 * from `seo.headFor` (services/seo, decision 94), so search engines and link previews read it without
 * running the app.
 */
export function staticApp(deps: Pick<AppDeps, 'webDistDir'>, seo?: Pick<Seo, 'headFor' | 'genericHead'>) {
  const app = new Hono<AppEnv>();
  const dist = deps.webDistDir;
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  if (!dist || !indexFile || !fs.existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet. Run `npm run build` (or `npm start`).', 503));
    return app;
  }
  const root = path.relative(process.cwd(), dist) || '.';
  app.use('/assets/*', withHeaders(serveStatic({ root, precompressed: true }), { 'Cache-Control': IMMUTABLE, Vary: 'Accept-Encoding' }));
  // A missing hashed file (an old tab after a deploy) is a 404, never index.html under a .js name.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  const page: Handler<AppEnv> = async (c) => {
    c.header('Cache-Control', REVALIDATE);
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    if (!seo) return c.html(indexHtml);
    const url = new URL(c.req.url);
    try {
      return c.html(injectHead(indexHtml, await seo.headFor(url)));
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // The app still loads (it says what is unavailable); a crawler is told to come back, not that the page is gone.
      return c.html(injectHead(indexHtml, seo.genericHead(url)), 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_S) });
    }
  };
  // The landing is index.html itself: answered as a page (with its head), never as the bare file.
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', withHeaders(serveStatic({ root }), { 'Cache-Control': REVALIDATE }));
  app.get('*', page);
  return app;
}

/**
 * Sets headers on the file a static middleware answered with. (serveStatic's `onFound` runs after the
 * Response is built, so a `c.header()` there is lost; the headers are set on the answer instead.)
 */
function withHeaders(serve: MiddlewareHandler<AppEnv>, headers: Record<string, string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response) for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    return res;
  };
}
