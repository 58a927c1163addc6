import type { z } from 'zod';

/**
 * One /api endpoint as the web app calls it: method, path (with `:name` parameters), the request's
 * query and body schemas, and the response schema the server promises. The endpoint tables
 * (`endpoints/<domain>.ts`) are the contract: the web client takes its types from them
 * (`src/web/api/client.ts`), the server mounts its routes from them (`src/server/http/endpoint-routes.ts`,
 * decision 76), and the contract test (`tests/integration/contract/`) checks the real server's answers against them
 * (decision 23).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A schema, or a function that imports it. The tables the app shell needs at boot (accounts, notices,
 * auth, admin) give their schemas lazily, so those tables — and the shell's first paint — carry no
 * zod at run time; the client imports the response schema when it checks an answer (decision 23).
 */
export type SchemaRef = z.ZodType | (() => Promise<z.ZodType>);
/** The schema a SchemaRef names. */
export type SchemaOf<R> = R extends () => Promise<infer S extends z.ZodType> ? S : R;

/** The schema itself, imported first when the reference is lazy. */
export function loadSchema<R extends SchemaRef>(ref: R): Promise<SchemaOf<R>> {
  return (typeof ref === 'function' ? ref() : Promise.resolve(ref)) as Promise<SchemaOf<R>>;
}

/**
 * Lazy references to the schemas a module exports: `const responses = lazySchemas(() =>
 * import('../accounts.responses'))` then `response: responses('meResponseSchema')`. Types come from the
 * module at compile time; the module (and zod) load only when a schema is asked for.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  return <K extends { [P in keyof M]: M[P] extends z.ZodType ? P : never }[keyof M]>(name: K) =>
    async (): Promise<M[K]> =>
      (await load())[name];
}

export interface EndpointSpec {
  method: HttpMethod;
  path: `/api/${string}`;
  /** The query string's schema (the server's validator reads the same one). */
  query?: SchemaRef;
  /** The body's schema: JSON, or `multipartBody` for a file upload. */
  body?: SchemaRef;
  /** What a successful answer carries (`z.null()` for 204 No Content). */
  response: SchemaRef;
  /** The success status when it is not 200 (201 Created, 202 Accepted, 204 No Content). */
  status?: 201 | 202 | 204;
  /**
   * Whether the client checks the answer against `response` at run time (default true). False only
   * for answers whose size makes a check costly and that are checked where they are used (a saved
   * design's JSON, up to 10 MB, is migrated and validated by the editor when it is opened), and for
   * the reads of the shell on every page (the session, the current notice, the cart's count), so the
   * landing page loads no zod (decision 109).
   */
  parseResponse?: boolean;
}

/** Names the endpoint's fields (and keeps their literal types, so the client can infer from them). */
export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** `'/api/designs/:id/duplicate'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never] ? unknown : { params: Record<PathParamNames<E['path']>, string> };
/** True when an empty object is a valid T (every field optional). */
export type AllOptional<T> = Record<never, never> extends T ? true : false;

type QueryInput<E extends EndpointSpec> = E extends { query: infer Q extends SchemaRef }
  ? AllOptional<z.input<SchemaOf<Q>>> extends true
    ? { query?: z.input<SchemaOf<Q>> }
    : { query: z.input<SchemaOf<Q>> }
  : unknown;
type BodyInput<E extends EndpointSpec> = E extends { body: infer B extends SchemaRef }
  ? AllOptional<z.input<SchemaOf<B>>> extends true
    ? { body?: z.input<SchemaOf<B>> }
    : { body: z.input<SchemaOf<B>> }
  : unknown;

/** What a call of the endpoint needs: `params` for a path with parameters, `query`, `body`. */
export type EndpointInput<E extends EndpointSpec> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;
/** What a successful call returns. */
export type EndpointOutput<E extends EndpointSpec> = z.output<SchemaOf<E['response']>>;

/**
 * The URL of one call: parameters encoded into the path, defined query values appended (an empty
 * string, undefined or null is left out, as a form would).
 */
export function endpointUrl(endpoint: EndpointSpec, input: { params?: Record<string, string>; query?: object } = {}): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter "${name}"`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * True when A and B are the same type: `true satisfies SameType<z.infer<typeof schema>, Interface>`
 * keeps a response schema and a server-side interface from drifting apart at compile time.
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
