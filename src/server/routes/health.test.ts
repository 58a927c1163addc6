import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../deps';
import { withHealthProbe } from './health';

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
});
