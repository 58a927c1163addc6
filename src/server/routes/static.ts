import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';

/** Serves the built React app; any other non-API path falls back to index.html (client-side routes). */
export function staticApp(deps: Pick<AppDeps, 'webDistDir'>) {
  const app = new Hono<AppEnv>();
  const dist = deps.webDistDir;
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  if (!dist || !indexFile || !fs.existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet. Run `npm run build` (or `npm start`).', 503));
    return app;
  }
  const root = path.relative(process.cwd(), dist) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
  return app;
}
