import type { HttpBindings } from '@hono/node-server';
import type { Viewer } from '../domain/viewer';
import type { Logger } from '../log/logger';

export type { Viewer } from '../domain/viewer';

export interface AppEnv {
  /** Node's request and response under @hono/node-server; absent in tests that call app.request(). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    viewer: Viewer | null;
    /** This request's id (its `X-Request-Id`), and the logger whose lines carry it. */
    requestId: string;
    log: Logger;
  };
}
