import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/**
 * The real server (`src/server/main.ts`) as a child process, for the tests and the benches that need
 * whole processes: restarts, kills, roles, several instances on one database.
 */

/** A free loopback port (the OS picks it; it is released at once for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  /** How reports name it (A, B, W…). */
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves once the process printed its start-up line; rejects if it exits first. */
  ready: Promise<void>;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/**
 * Starts the server on 127.0.0.1:`port` with the parent's environment plus `env`. Its output is kept in
 * memory, or with `logFile` written to that file (as in production; a load test's request log would
 * otherwise fill this process's memory and take its CPU).
 */
export function startInstance(name: string, port: number, env: Record<string, string>, options: { logFile?: string } = {}): ServerProcess {
  const file = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: file === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', file, file],
  });
  let kept = '';
  const append = (d: Buffer) => {
    kept += d;
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const output = () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8') : kept);
  const ended = exited(child);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output().includes('is running')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`${name} exited at start:\n${output()}`));
      }
    }, 50);
  });
  return { name, port, child, ready, exited: ended, output };
}

/** A test's server: its own DATA_DIR, and PGlite unless `env` gives a DATABASE_URL. */
export function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  return startInstance(`:${port}`, port, { DATA_DIR: dataDir, DATABASE_URL: '', ...env });
}

/** Resolves with the exit code once the process has ended (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code))));
