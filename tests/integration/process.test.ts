import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process: starts on DATA_DIR, shuts down on SIGTERM, and keeps its data across restarts. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
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
      if (output.includes('is running at')) {
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

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-process-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL, shuts down cleanly on SIGTERM and keeps data across a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(dataDir, port);
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true, db: 'pglite' });
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'secret123', name: 'Keep' }),
    });
    expect(signUp.status).toBe(200);

    const code = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await code).toBe(0);
    expect(first.output()).toContain('closed cleanly');
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).length).toBe(1);

    const second = startServer(dataDir, port);
    await second.ready;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    const done = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await done).toBe(0);
  }, 90_000);
});
