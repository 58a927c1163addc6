import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, startServerProcess as startServer } from '../setup/server-process';

/** The real server process: starts on DATA_DIR, shuts down on SIGTERM, and keeps its data across restarts. */
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
