/**
 * Start-up (issue 31): what `npm start` runs (package.json: scripts/build-if-changed.ts, then the server),
 * timed from the spawn to the first `/api/health` 200, on PGlite with a fresh data directory and a fresh
 * build folder (the first start builds the web app and initialises the database), then again on the same
 * folders (a restart: the build is current, the database exists). `--restarts=<n>` (default 3) restarts.
 * The commands run with WEB_DIST_DIR and DATA_DIR in temp folders, so the checkout's dist/ is untouched.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const description = 'start-up: npm start to /api/health 200, first start (build + fresh database) and restarts';

const START = 'node --import tsx scripts/build-if-changed.ts && node --import tsx src/server/main.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the app, resolves with the ms until health answers 200, then stops it (SIGTERM to its process group). */
async function timedStart(env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('sh', ['-c', START], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  let ms = Number.NaN;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        ms = performance.now() - started;
        break;
      }
    } catch {}
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was healthy`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
  // The shell exits at once; the server finishes its graceful shutdown after it: wait until the port is free.
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      return ms;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export default async function startup(args: string[]): Promise<void> {
  const restarts = Number(args.find((a) => a.startsWith('--restarts='))?.slice(11) ?? 3);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-bench-'));
  const env = { WEB_DIST_DIR: path.join(temp, 'dist'), DATA_DIR: path.join(temp, 'data'), PUBLIC_URL: '' };
  const port = await freePort();
  env.PUBLIC_URL = `http://localhost:${port}`;
  try {
    console.log(`startup bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; PGlite`);
    const first = await timedStart(env, port);
    console.log(`first start (build + fresh database)   ${(first / 1000).toFixed(1).padStart(6)} s`);
    const again: number[] = [];
    for (let i = 0; i < restarts; i++) again.push(await timedStart(env, port));
    const sorted = [...again].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `restart (built, database exists)       ${(median / 1000).toFixed(1).padStart(6)} s   runs ${again.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s   (goal ≤ 10 s)`,
    );
    console.log(`startup: first_s=${(first / 1000).toFixed(1)} restart_s=${(median / 1000).toFixed(1)}`);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
