/**
 * A rolling restart of two instances under load: two server processes on one PostgreSQL, autocannon
 * sending GET /api/library through a tiny round-robin proxy that sends nothing to an instance whose
 * /api/ready is not 200 (checked every 200 ms, as a load balancer would) and never retries. Each
 * instance in turn gets SIGTERM, exits, starts again and comes back into rotation. Prints the failed
 * requests (goal: 0). See bench/README.md.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess as Instance, startInstance } from '../tests/setup/server-process';
import { load } from './lib/load';
import { postgresUrl, scratchDatabase } from './lib/postgres';

export const description =
  'rolling restart of two instances on one PostgreSQL under load, through a readiness-checking proxy: failed requests [--delay=1500] [--connections=20] [--duration=60]';

const READY_POLL_MS = 200;
const PROBE_TIMEOUT_MS = 2000;
const UNHEALTHY_AFTER = 2;
const flag = (args: string[], name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Backend {
  port: number;
  ready: boolean;
  /** Probes in a row that got no answer. */
  missed: number;
}

/** Round robin over the ready backends; a request to a backend that fails is a 502 (no retry). */
function startProxy(backends: Backend[], port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = { proxied: 0, badGateway: 0, noBackend: 0 };
  let next = 0;
  const server = http.createServer((req, res) => {
    const ready = backends.filter((b) => b.ready);
    if (ready.length === 0) {
      counts.noBackend++;
      res.writeHead(503).end();
      return;
    }
    const backend = ready[next++ % ready.length];
    const upstream = http.request({ host: '127.0.0.1', port: backend.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      counts.badGateway++;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    counts.proxied++;
    req.pipe(upstream);
  });
  const poll = setInterval(() => {
    for (const b of backends) {
      const probe = http.get({ host: '127.0.0.1', port: b.port, path: '/api/ready', timeout: PROBE_TIMEOUT_MS }, (r) => {
        b.ready = r.statusCode === 200;
        b.missed = 0;
        r.resume();
      });
      // An answer of 503 takes the instance out at once; a probe that gets no answer only after
      // UNHEALTHY_AFTER in a row (an instance slow under load is not a stopped one), as balancers do.
      probe.on('error', () => {
        if (++b.missed >= UNHEALTHY_AFTER) b.ready = false;
      });
      probe.on('timeout', () => probe.destroy());
    }
  }, READY_POLL_MS);
  return new Promise<{ counts: typeof counts; close(): void }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        counts,
        close() {
          clearInterval(poll);
          agent.destroy();
          server.close();
        },
      }),
    ),
  );
}

export default async function rollingRestart(args: string[]): Promise<void> {
  const delayMs = flag(args, 'delay', 1500);
  const connections = flag(args, 'connections', 20);
  const duration = flag(args, 'duration', 60);
  const pgUrl = postgresUrl();
  if ('skipped' in pgUrl) throw new Error(`needs PostgreSQL: ${pgUrl.skipped}`);
  const database = await scratchDatabase(pgUrl.url, 'ss_rolling');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-rolling-'));
  const env = { NODE_ENV: 'development', DATABASE_URL: database.url, DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: String(delayMs) };
  const ports = [await freePort(), await freePort()];
  const backends: Backend[] = ports.map((port) => ({ port, ready: false, missed: 0 }));
  const instances: Instance[] = [];
  try {
    // The first migrates and seeds; the second finds it done.
    instances[0] = startInstance('A', ports[0], env);
    await instances[0].ready;
    instances[1] = startInstance('B', ports[1], env);
    await instances[1].ready;
    const proxyPort = await freePort();
    const proxy = await startProxy(backends, proxyPort);
    await waitUntil(() => backends.every((b) => b.ready));
    console.log(
      `rolling restart: node ${process.version}, ${os.cpus().length} cores, 2 instances on PostgreSQL, ${connections} connections for ${duration} s, GET /api/library via a proxy polling /api/ready every ${READY_POLL_MS} ms, SHUTDOWN_DELAY_MS=${delayMs}`,
    );

    const loaded = load({ url: `http://127.0.0.1:${proxyPort}/api/library?lang=en`, connections, duration, warmup: 0 });
    const started = Date.now();
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    await sleep(5000);
    for (const i of [0, 1]) {
      const old = instances[i];
      const signalled = Date.now();
      console.log(`  ${at()}: SIGTERM to ${old.name}`);
      old.child.kill('SIGTERM');
      const code = await old.exited;
      console.log(`  ${at()}: ${old.name} exited ${code} after ${Date.now() - signalled} ms${/forced exit/.test(old.output()) ? ' (forced)' : ''}`);
      instances[i] = startInstance(old.name, ports[i], env);
      await instances[i].ready;
      await waitUntil(() => backends[i].ready);
      console.log(`  ${at()}: ${old.name} back in rotation`);
      await sleep(5000);
    }
    if (Date.now() - started > duration * 1000) console.log('  (the restarts outlasted the load: raise --duration)');
    const result = await loaded;
    proxy.close();
    const failed = result.errors + result.non2xx;
    console.log(
      `  ${result.requests} requests, ${result.requestsPerSec.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; failed: ${failed} (socket errors ${result.errors}, non-2xx ${result.non2xx}; proxy: ${proxy.counts.badGateway} upstream errors, ${proxy.counts.noBackend} with no ready instance)`,
    );
  } finally {
    for (const instance of instances) {
      if (instance?.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await database.drop();
    pgUrl.stop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(50);
  }
}
