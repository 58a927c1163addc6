import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_DESIGN_JSON_CHARS, MAX_PREVIEW_DATA_URL_CHARS } from '../shared/api/designs';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/env';
import { ApiError, errorBody } from './http/errors';
import { csrfGuard } from './middleware/csrf';
import { domainRedirect } from './middleware/domains';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { adminRoutes } from './routes/admin';
import { adminProductionRoutes } from './routes/admin-production';
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { autoLoginRoutes } from './routes/auto-login';
import { autoSaveRoutes } from './routes/autosave';
import { creditRoutes } from './routes/credits';
import { customOrderRoutes } from './routes/custom-orders';
import { designRoutes } from './routes/designs';
import { fileRoutes } from './routes/files';
import { guestRoutes } from './routes/guests';
import { withHealthProbe } from './routes/health';
import { materialRoutes } from './routes/materials';
import { meRoutes } from './routes/me';
import { noticeRoutes } from './routes/notices';
import { securityLogRoutes } from './routes/security-log';
import { staticApp } from './routes/static';

/** JSON bodies above this are refused with 413 (uploads have their own, larger limit). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;
/** Design and auto-save bodies carry a whole document (≤ 10 MB) and a preview image (≤ 2 MB). */
export const DESIGN_BODY_LIMIT = MAX_DESIGN_JSON_CHARS + MAX_PREVIEW_DATA_URL_CHARS + 64 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Order matters (DESIGN §2): domain redirect -> security headers -> session -> routes.
  app.use('*', domainRedirect(deps));
  app.use('*', securityHeaders(deps.config));
  app.use('/api/*', csrfGuard(deps));
  app.use('/api/*', sessionMiddleware(deps));

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413) });
  const designBodyLimit = bodyLimit({ maxSize: DESIGN_BODY_LIMIT, onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413) });
  api.use('*', (c, next) => {
    // Reads never parse a body, so only writes pay for the limit (it rebuilds the request); uploads
    // stream through their own limit in the files routes.
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const isUpload =
      c.req.path.startsWith('/api/files') ||
      c.req.path === '/api/autosave/images' ||
      (c.req.path === '/api/materials' && c.req.method === 'POST') ||
      c.req.path === '/api/custom-orders/reference';
    if (isRead || isUpload) return next();
    if (c.req.path.startsWith('/api/designs') || c.req.path.startsWith('/api/autosave/')) return designBodyLimit(c, next);
    return jsonBodyLimit(c, next);
  });
  api.route('/', authRoutes(deps));
  api.route('/', meRoutes(deps));
  api.route('/', noticeRoutes(deps));
  api.route('/', securityLogRoutes(deps));
  api.route('/', autoLoginRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', adminProductionRoutes(deps));
  api.route('/', fileRoutes(deps));
  api.route('/', materialRoutes(deps));
  api.route('/', aiRoutes(deps));
  api.route('/', customOrderRoutes(deps));
  api.route('/', designRoutes(deps));
  api.route('/', autoSaveRoutes(deps));
  api.route('/', creditRoutes(deps));
  api.route('/', guestRoutes(deps));
  api.all('*', (c) => c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  app.route('/', staticApp(deps));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.details), err.status);
    if (err instanceof SyntaxError) return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
    const status = (err as { status?: number }).status;
    if (status === 413) return c.json(errorBody('payload_too_large', 'The request body is too large.'), 413);
    console.error(`[app] ${c.req.method} ${c.req.path} failed`, err);
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  });
  // Health is answered before the middleware chain (load-balancer probes; routes/health.ts).
  app.fetch = withHealthProbe(app.fetch, deps);
  return app;
}

export type App = ReturnType<typeof createApp>;
