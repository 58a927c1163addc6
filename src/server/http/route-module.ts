import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../deps';
import { refuseUnstorableText } from '../middleware/storable-text';
import { tooLarge, uploadBodyLimit, uploadLimitsOf } from '../services/uploads';
import type { AppEnv } from './env';
import { errorBody, TOO_LARGE_MESSAGE } from './errors';

/**
 * One group of routes under one prefix (`/designs` → `/api/designs…`). The module declares how large a
 * body its writes may send; app.ts (or the admin sub-app) mounts it with that limit in front of every
 * route, so no central list of paths decides limits.
 */
/** Where a module is mounted, in full (`/api/cart`, `/api/admin/users`). */
export type ApiBase = `/api${string}`;

export interface RouteModule<Deps = AppDeps> {
  /** Where it is mounted, under /api (or under /api/admin for admin modules). Paths inside are relative to it. */
  prefix: string;
  /** Largest JSON (or other non-upload) body its writes accept; beyond it 413 before any handler runs. */
  bodyLimit: number;
  /**
   * Some of its routes take multipart image uploads (read with `receiveImageUpload`): multipart bodies
   * are then capped at the configured upload size (UPLOAD_MAX_BYTES plus the form's overhead) instead.
   */
  uploads?: boolean;
  /**
   * The module's routes. Handlers read only `deps`; the guard, if any, is the parent's middleware.
   * `base` is where the module is mounted (`/api` + the parents' prefixes + `prefix`), so endpoint
   * tables are mounted below it (`implement`) without spelling the prefix again.
   */
  routes(deps: Deps, base: ApiBase): Hono<AppEnv>;
  /**
   * Admission control for its expensive writes (http/admission.ts): runs before the body limit reads
   * anything, so a request refused for being one too many costs no body in memory.
   */
  admission?(deps: Deps): MiddlewareHandler<AppEnv>;
}

/** Declares a route module (a typed identity: the declaration is the documentation). */
export const defineRoutes = <Deps>(module: RouteModule<Deps>): RouteModule<Deps> => module;

/**
 * Mounts each module at its prefix on `parent`, behind the module's body limit and then the refusal of
 * text PostgreSQL cannot store (middleware/storable-text.ts), which so never reads past the limit.
 */
export function mountRoutes(parent: Hono<AppEnv>, parentBase: ApiBase, modules: readonly RouteModule[], deps: AppDeps): void {
  const storableText = refuseUnstorableText(deps);
  for (const module of modules) {
    const app = new Hono<AppEnv>();
    if (module.admission) app.use('*', module.admission(deps));
    app.use('*', bodyLimitOf(module, deps));
    app.use('*', storableText);
    app.route('/', module.routes(deps, `${parentBase}${module.prefix}`));
    parent.route(module.prefix, app);
  }
}

const isMultipart = (c: { req: { header(name: string): string | undefined } }) => /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '');

/** Reads never parse a body, so only writes pay for the limit (it rebuilds the request). */
function bodyLimitOf(module: RouteModule, deps: AppDeps): MiddlewareHandler<AppEnv> {
  const json = bodyLimit({ maxSize: module.bodyLimit, onError: (c) => c.json(errorBody('payload_too_large', TOO_LARGE_MESSAGE), 413) });
  const limits = uploadLimitsOf(deps.config);
  const upload = module.uploads
    ? bodyLimit({
        maxSize: uploadBodyLimit(limits),
        onError: (c) => {
          const error = tooLarge(limits.maxBytes);
          return c.json(errorBody(error.code, error.message), 413);
        },
      })
    : null;
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (upload && isMultipart(c)) return upload(c, next);
    return json(c, next);
  };
}
