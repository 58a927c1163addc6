import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** A free loopback port (the OS picks it; it is released at once for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** The real server (`src/server/main.ts`) as a child process on DATA_DIR and PORT, with PGlite unless env says otherwise. */
export function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('is running')) {
        clearInterval(timer);
        resolve();
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(output));
      }
    }, 50);
  });
  return { child, ready, output: () => output };
}

/** Resolves with the exit code once the process has ended (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code))));
