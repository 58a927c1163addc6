import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { enqueueJob } from './job-contracts/enqueue';
import { catalogThumbnailsJob } from './job-contracts/renders';
import { createJobQueue } from './jobs';
import { createRenderRequestQueue } from './jobs/render-requests';
import type { AiProviderStatus } from './providers/ai/types';
import { buildServer } from './server';
import { seedStartingSet } from './services/catalog/seed';
import { appOriginsOf } from './services/designs/sources';
import { shutDown } from './shutdown';
import { serveWorkerHealth } from './worker-health';

const config = loadConfig();
// WEB_DIST_DIR: a build elsewhere than dist/ (parallel e2e runs in one checkout each build their own).
const server = await buildServer(config, { webDistDir: path.resolve(process.env.WEB_DIST_DIR ?? 'dist') });
// ROLE (config.ts): `all` serves and runs jobs, `web` only serves, `worker` only runs jobs.
const serves = config.role !== 'worker';
const { log } = server.deps;
// Background jobs (jobs/index.ts): the durable queue in the database, with the periodic jobs' schedules.
const jobs = config.role === 'web' ? null : createJobQueue(server.deps, { scheduleEveryMs: config.jobScheduleEveryMs });
// The renders `web` processes hand over (their requests' proofs and print files), on their own queue.
// PGlite is one process's database: no `web` process can share it, so nothing would come.
const takesRenders = config.role !== 'web' && server.deps.database.kind === 'postgres';
const renders = takesRenders ? createRenderRequestQueue(server.deps) : null;
// A fresh install gets the starting set of library stickers and templates (idempotent).
await seedCatalog();
await jobs?.start();
await renders?.start();
const http = serves
  ? (serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
      log.info({ port: info.port, role: config.role, ...describeDeps() }, `Sticker Studio is running at http://localhost:${info.port}`);
    }) as Server)
  : null;
// A worker's probes (WORKER_HEALTH_PORT): kept open while it shuts down, so readiness is seen turning 503.
// Alive only while both its queues turn: the background jobs and the renders the serving instances hand over.
const bothLooping = jobs && { isLooping: () => jobs.isLooping() && (renders?.isLooping() ?? true) };
const workerHealth = !serves && bothLooping && config.workerHealthPort ? serveWorkerHealth(server.deps, bothLooping, config.workerHealthPort) : null;
if (!serves) log.info({ role: config.role, healthPort: workerHealth ? config.workerHealthPort : null, ...describeDeps() }, 'Sticker Studio worker is running jobs');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const queues = jobs && { stop: async (how: { graceMs?: number }) => void (await Promise.all([jobs.stop(how), renders?.stop(how)])) };
  await shutDown({ http, jobs: queues, delayMs: config.shutdownDelayMs, close: server.close });
  log.info('closed cleanly');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

function describeDeps() {
  const { database, storage, mail, ai } = server.deps;
  return { database: database.kind, storage: storage.kind, mail: mail.kind, ai: describeAi(ai.status()), dataDir: config.dataDir };
}

/** Inserts what is missing of the starting set; its thumbnails are then rendered by the job at once. */
async function seedCatalog() {
  const { storage, database } = server.deps;
  const urls = { storage, appOrigins: appOriginsOf(config), cdnUrl: config.site.cdnUrl };
  const { inserted } = await seedStartingSet({ db: database.db, storage, urls });
  if (inserted === 0) return;
  log.info({ inserted }, 'catalog starting set added');
  await enqueueJob(database.db, catalogThumbnailsJob, {});
}

/** "demo", "qwen", or "openai (not configured: OPENAI_API_KEY is not set.)" for the start-up line. */
function describeAi(status: AiProviderStatus): string {
  return status.configured ? status.provider : `${status.provider} (not configured: ${status.problems.join(' ')})`;
}
