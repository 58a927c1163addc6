import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { type EndpointOutput, type EndpointSpec, loadSchema, type PathParamNames, type SchemaOf, type SchemaRef } from '../../shared/api/endpoint';
import { multipartBody } from '../../shared/api/multipart';
import type { AppEnv } from './env';
import type { ApiBase } from './route-module';
import { jsonBody, optionalJsonBody, query } from './validation';

/**
 * The server half of the shared endpoint tables (decision 76): a route module implements a table's
 * endpoints, and each one is mounted from its definition — method, path, query and body schemas,
 * success status — so a path or method is written once, in `src/shared/api/endpoints/`. The handler
 * gets the checked input typed by the definition and returns the answer the definition promises.
 */

type IsUpload<S> = S extends SchemaRef ? (z.output<SchemaOf<S>> extends FormData ? true : false) : false;

/** What a handler receives: path parameters, and the checked query and JSON body its definition names. */
export type EndpointRequest<E extends EndpointSpec> = { params: Record<PathParamNames<E['path']>, string> } & (E extends { query: infer Q extends SchemaRef }
  ? { query: z.output<SchemaOf<Q>> }
  : unknown) &
  (E extends { body: infer B extends SchemaRef } ? (IsUpload<B> extends true ? unknown : { body: z.output<SchemaOf<B>> }) : unknown);

declare const rawBrand: unique symbol;
/** A Response the handler built itself (a streamed or pre-serialised body): the one way past the typed answer. */
export type RawAnswer = Response & { readonly [rawBrand]: true };
/** Marks a Response the handler built itself; its body is then the handler's to keep to the contract. */
export const raw = (response: Response): RawAnswer => response as RawAnswer;

export type EndpointHandler<E extends EndpointSpec> = (request: EndpointRequest<E>, c: Context<AppEnv>) => EndpointOutput<E> | RawAnswer | Promise<EndpointOutput<E> | RawAnswer>;

/** A handler with what runs before its input is read (a throttle, a guard) and how its input is read. */
export interface EndpointRoute<E extends EndpointSpec> {
  /** Middleware that runs before the body or query is read (throttles and guards refuse first). */
  use?: readonly MiddlewareHandler<AppEnv>[];
  /** Query parameters that count as absent when blank (`?search=`), as a form would send them. */
  blankIsAbsent?: readonly string[];
  /** An empty body is `{}` (sendBeacon and bare POSTs), whatever its label. */
  bodyMayBeEmpty?: boolean;
  /**
   * The handler reads and checks the body itself (auto-save parses its 1 MB document on a worker
   * thread): `request.body` is then left unset, whatever its type says.
   */
  handlerReadsBody?: boolean;
  handler: EndpointHandler<E>;
}

/**
 * The implementation of a table: a handler (or route) for each of its endpoints, so a missing one does
 * not compile. A module that serves part of a table passes that part (`{ list: t.list, get: t.get }`).
 */
export type Implementation<T extends Record<string, EndpointSpec>> = { [N in keyof T]: EndpointHandler<T[N]> | EndpointRoute<T[N]> };

/** A middleware that builds its inner middleware the first time it runs (lazy schemas are imported then). */
function lazily(build: () => Promise<MiddlewareHandler<AppEnv>>): MiddlewareHandler<AppEnv> {
  let built: Promise<MiddlewareHandler<AppEnv>> | undefined;
  return async (c, next) => {
    built ??= build();
    return (await built)(c, next);
  };
}

function validators(endpoint: EndpointSpec, route: EndpointRoute<EndpointSpec>): MiddlewareHandler<AppEnv>[] {
  const checks: MiddlewareHandler<AppEnv>[] = [];
  const { query: querySchema, body } = endpoint;
  if (querySchema) checks.push(lazily(async () => query(await loadSchema(querySchema), { blankIsAbsent: route.blankIsAbsent }) as MiddlewareHandler<AppEnv>));
  if (body && !route.handlerReadsBody) {
    checks.push(
      lazily(async () => {
        const schema = await loadSchema(body);
        // An upload's form is left to the handler, which streams it (services/uploads/receive.ts).
        if (schema === multipartBody) return (_c, next) => next();
        return (route.bodyMayBeEmpty ? optionalJsonBody(schema) : jsonBody(schema)) as MiddlewareHandler<AppEnv>;
      }),
    );
  }
  return checks;
}

function requestOf(c: Context<AppEnv>, endpoint: EndpointSpec) {
  const valid = c.req.valid.bind(c.req) as (target: 'json' | 'query') => unknown;
  return {
    params: c.req.param() as Record<string, string>,
    ...(endpoint.query ? { query: valid('query') } : {}),
    ...(endpoint.body ? { body: valid('json') } : {}),
  };
}

/** Which definition each mounted handler answers for (the table test reads it off `app.routes`). */
const mounted = new WeakMap<object, EndpointSpec>();
/** The definition a registered handler was mounted from, if it was. */
export const endpointOf = (handler: object): EndpointSpec | undefined => mounted.get(handler);

/**
 * Mounts each implemented endpoint on `router`, which is mounted at `base` (`'/api/cart'`, given to the
 * module by `mountRoutes`): the route's path is the definition's path below `base`. Routes are registered in the implementation's order, so
 * a static path written before a parameter one (`/mine` before `/:id`) wins as it would by hand.
 */
export function implement<T extends Record<string, EndpointSpec>>(router: Hono<AppEnv>, base: ApiBase, table: T, handlers: Implementation<T>): Hono<AppEnv> {
  const on = router.on.bind(router) as (method: string, path: string, ...chain: MiddlewareHandler<AppEnv>[]) => unknown;
  for (const name of Object.keys(handlers) as (keyof T)[]) {
    const endpoint = table[name];
    if (!endpoint.path.startsWith(base)) throw new Error(`${endpoint.method} ${endpoint.path} is not under ${base}`);
    const entry = handlers[name] as EndpointHandler<EndpointSpec> | EndpointRoute<EndpointSpec>;
    const route: EndpointRoute<EndpointSpec> = typeof entry === 'function' ? { handler: entry } : entry;
    const answer: MiddlewareHandler<AppEnv> = async (c) => {
      const result = await route.handler(requestOf(c, endpoint) as EndpointRequest<EndpointSpec>, c);
      if (result instanceof Response) return result;
      if (endpoint.status === 204) return c.body(null, 204);
      return c.json(result as object, endpoint.status ?? 200);
    };
    mounted.set(answer, endpoint);
    on(endpoint.method, endpoint.path.slice(base.length) || '/', ...(route.use ?? []), ...validators(endpoint, route), answer);
  }
  return router;
}
