import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from './deps';
import { workerHealthFetch } from './worker-health';

const TOKEN = 'worker-metrics-token-0123456789';

function deps(execute: () => Promise<unknown>) {
  const metrics = { render: vi.fn(async () => 'jobs{name="x",state="due"} 0\n'), contentType: 'text/plain; version=0.0.4' };
  return {
    database: { kind: 'postgres', db: { execute } },
    config: { publicUrl: 'http://localhost:3000', observability: { metricsToken: TOKEN } },
    metrics,
  } as unknown as Pick<AppDeps, 'database' | 'config' | 'metrics'>;
}

describe("a worker's health listener", () => {
  it('is alive while the jobs loop turns and the database answers, and says which failed otherwise', async () => {
    let looping = true;
    let up = true;
    const fetch = workerHealthFetch(
      deps(() => (up ? Promise.resolve() : Promise.reject(new Error('down')))),
      { isLooping: () => looping },
    );
    const alive = await fetch(new Request('http://10.0.0.9:9464/api/health'));
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ ok: true, db: 'postgres', jobs: 'running' });

    looping = false;
    const stuck = await fetch(new Request('http://10.0.0.9:9464/api/health'));
    expect(stuck.status).toBe(503);
    expect(await stuck.json()).toEqual({ ok: false, db: 'postgres', jobs: 'stopped' });

    looping = true;
    up = false;
    vi.useFakeTimers({ now: Date.now() + 2000 });
    try {
      const noDatabase = await fetch(new Request('http://10.0.0.9:9464/api/health'));
      expect(noDatabase.status).toBe(503);
      expect(await noDatabase.json()).toEqual({ ok: false, db: 'postgres', jobs: 'running' });
      expect((await fetch(new Request('http://10.0.0.9:9464/api/ready'))).status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves /metrics behind the token, and nothing of the app', async () => {
    const fetch = workerHealthFetch(
      deps(async () => undefined),
      { isLooping: () => true },
    );
    expect((await fetch(new Request('http://10.0.0.9:9464/metrics'))).status).toBe(401);
    const scraped = await fetch(new Request('http://10.0.0.9:9464/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }));
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('jobs{');
    for (const path of ['/', '/api/library', '/api/healthz']) expect((await fetch(new Request(`http://10.0.0.9:9464${path}`))).status).toBe(404);
  });
});
