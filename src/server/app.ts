import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { mountCachedReads } from './http/cached-reads';
import type { AppEnv } from './http/env';
import { errorBody, errorResponse } from './http/errors';
import { mountRoutes } from './http/route-module';
import { csrfGuard } from './middleware/csrf';
import { domainRedirect } from './middleware/domains';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { withMetricsEndpoint } from './observability/metrics-endpoint';
import { requestLog } from './observability/request-log';
import { withHealthProbe } from './routes/health';
import { API_ROUTE_MODULES } from './routes/index';
import { seoApp } from './routes/seo';
import { staticApp } from './routes/static';
import { createSeo } from './services/seo';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Order matters (DESIGN §2): request id and log line -> domain redirect -> security headers -> session -> routes.
  app.use('*', requestLog(deps.log, deps.metrics));
  app.use('*', domainRedirect(deps));
  app.use('*', securityHeaders(deps.config));
  app.use('/api/*', csrfGuard(deps));
  app.use('/api/*', sessionMiddleware(deps));
  // Anonymous catalogue, showcase and price reads from memory, with ETags (decision 103).
  mountCachedReads(app, deps.database.db);

  // Each module at its own prefix behind its own body limit (routes/index.ts; admin under routes/admin/).
  const api = new Hono<AppEnv>();
  mountRoutes(api, '/api', API_ROUTE_MODULES, deps);
  api.all('*', (c) => c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  // robots.txt and sitemap.xml first; then the built app, each page with its own head (decision 94).
  const seo = createSeo(deps);
  app.route('/', seoApp(seo));
  app.route('/', staticApp(deps, seo));

  // Domain errors become their HTTP status here, and only here (http/errors.ts).
  app.onError(errorResponse);
  // Health and /metrics are answered before the middleware chain (probes and scrapes by instance address).
  app.fetch = withMetricsEndpoint(withHealthProbe(app.fetch, deps), deps.metrics, deps.config.observability.metricsToken);
  return app;
}

export type App = ReturnType<typeof createApp>;
