import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';

export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('requestId', randomUUID());
    c.set('viewer', null);
    await next();
  };
}
