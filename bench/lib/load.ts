import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  url: string;
  connections?: number;
  /** Measured seconds. */
  duration?: number;
  /** Seconds of load before measuring (discarded). */
  warmup?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load.mjs');

/** autocannon in a child process (its own event loop and OS scheduling), returning its figures. */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
    });
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon child exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() as string));
      } catch (err) {
        reject(err);
      }
    });
  });
}

export function formatResult(label: string, r: LoadResult): string {
  const bad = r.errors || r.non2xx ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : '';
  return `${label.padEnd(44)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms${bad}`;
}
