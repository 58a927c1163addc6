import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

/** A free loopback port (the OS picks it; it is released at once for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A new empty database on the cluster of `url`, for one bench run; `drop` removes it. */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves once the process printed its start-up line. */
  ready: Promise<void>;
  exited: Promise<number | null>;
  output(): string;
}

/** The real server (`src/server/main.ts`) as a child process with this environment. */
export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (d: Buffer) => {
    output += d;
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/is running/.test(output)) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`${name} exited at start:\n${output}`));
      }
    }, 50);
  });
  return { name, port, child, ready, exited, output: () => output };
}
