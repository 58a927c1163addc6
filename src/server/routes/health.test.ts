import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../deps';
import { markDraining, withHealthProbe } from './health';

function deps(execute: () => Promise<unknown>, publicUrl = 'http://localhost:3000') {
  return { database: { kind: 'pglite', db: { execute } }, config: { publicUrl } } as unknown as Pick<AppDeps, 'database' | 'config'>;
}

describe('health probe', () => {
  it('answers before the app, pings the database at most once a second, and passes every other request on', async () => {
    const execute = vi.fn(async () => undefined);
    const app = vi.fn((_req: Request) => new Response('app'));
    const fetch = withHealthProbe(app, deps(execute));
    const first = await fetch(new Request('http://10.0.0.7:3000/api/health'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, db: 'pglite' });
    await fetch(new Request('http://10.0.0.7:3000/api/health?x=1'));
    expect(execute).toHaveBeenCalledTimes(1);
    expect(app).not.toHaveBeenCalled();
    for (const req of [new Request('http://h/api/healthz'), new Request('http://h/api/health', { method: 'POST' }), new Request('http://h/')]) await fetch(req);
    expect(app).toHaveBeenCalledTimes(3);
  });

  it('answers 503 when the database does not answer, and HSTS behind TLS', async () => {
    const fetch = withHealthProbe(
      (_req: Request) => new Response('app'),
      deps(() => Promise.reject(new Error('down')), 'https://shop.example'),
    );
    const res = await fetch(new Request('https://shop.example/api/health'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, db: 'pglite' });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers readiness from the database ping: 200 when it answers, 503 with Retry-After when not', async () => {
    let up = true;
    const fetch = withHealthProbe(
      (_req: Request) => new Response('app'),
      deps(() => (up ? Promise.resolve() : Promise.reject(new Error('down')))),
    );
    const ready = await fetch(new Request('http://h/api/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    up = false;
    vi.useFakeTimers({ now: Date.now() + 2000 });
    try {
      const notReady = await fetch(new Request('http://h/api/ready'));
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('retry-after')).toBe('5');
      expect(await notReady.json()).toEqual({ ready: false, reason: 'database' });
    } finally {
      vi.useRealTimers();
    }
  });

  // Last: draining is this process's state for good.
  it('once draining, readiness answers 503 at once and every answer closes its connection', async () => {
    const fetch = withHealthProbe(
      (_req: Request) => new Response('app'),
      deps(async () => undefined),
    );
    expect((await fetch(new Request('http://h/api/ready'))).status).toBe(200);
    expect((await fetch(new Request('http://h/'))).headers.get('connection')).toBeNull();
    markDraining();
    const ready = await fetch(new Request('http://h/api/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, reason: 'draining' });
    const page = await fetch(new Request('http://h/'));
    expect(await page.text()).toBe('app');
    expect(page.headers.get('connection')).toBe('close');
    expect((await fetch(new Request('http://h/api/health'))).status).toBe(200);
  });
});
