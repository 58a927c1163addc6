import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { enqueueJob } from './job-contracts/enqueue';
import { createJobQueue } from './jobs';
import { catalogThumbnailsJob } from './jobs/catalog-thumbnails';
import type { AiProviderStatus } from './providers/ai/types';
import { markDraining } from './routes/health';
import { buildServer } from './server';
import { seedStartingSet } from './services/catalog/seed';
import { appOriginsOf } from './services/designs/sources';

const config = loadConfig();
// WEB_DIST_DIR: a build elsewhere than dist/ (parallel e2e runs in one checkout each build their own).
const server = await buildServer(config, { webDistDir: path.resolve(process.env.WEB_DIST_DIR ?? 'dist') });
// Background jobs (jobs/index.ts): the durable queue in the database, with the periodic jobs' schedules.
const jobs = createJobQueue(server.deps, { scheduleEveryMs: config.jobScheduleEveryMs });
// A fresh install gets the starting set of library stickers and templates (idempotent).
await seedCatalog();
await jobs.start();
const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Sticker Studio is running at http://localhost:${info.port} (database: ${server.deps.database.kind}, storage: ${server.deps.storage.kind}, mail: ${server.deps.mail.kind}, ai: ${describeAi(server.deps.ai.status())}, data: ${config.dataDir})`,
  );
});

// Graceful shutdown: stop taking connections, let in-flight requests finish, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal} received, shutting down`);
  // Readiness turns 503 at once; idle keep-alive connections close now, busy ones after their answer.
  markDraining();
  const force = setTimeout(() => {
    console.error('[server] forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  (http as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  await closed;
  // Waits for running jobs to finish, so the database can be closed after it.
  await jobs.stop();
  await server.close();
  console.log('[server] closed cleanly');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** Inserts what is missing of the starting set; its thumbnails are then rendered by the job at once. */
async function seedCatalog() {
  const { storage, database } = server.deps;
  const urls = { storage, appOrigins: appOriginsOf(config), cdnUrl: config.site.cdnUrl };
  const { inserted } = await seedStartingSet({ db: database.db, storage, urls });
  if (inserted === 0) return;
  console.log(`[catalog] starting set: ${inserted} library stickers and templates added`);
  await enqueueJob(database.db, catalogThumbnailsJob, {});
}

/** "demo", "qwen", or "openai (not configured: OPENAI_API_KEY is not set.)" for the start-up line. */
function describeAi(status: AiProviderStatus): string {
  return status.configured ? status.provider : `${status.provider} (not configured: ${status.problems.join(' ')})`;
}
