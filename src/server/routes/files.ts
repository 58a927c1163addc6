import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/env';

// Placeholder mount point: the storage helper replaces this with upload and serving routes.
export function fileRoutes(_deps: Pick<AppDeps, 'storage'>) {
  return new Hono<AppEnv>();
}
