import { describe, expect, it } from 'vitest';
import { loadConfig, rendersInProcess } from './config';

describe('process role and shutdown delay', () => {
  it('serves and runs jobs unless told otherwise, with no shutdown delay', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', shutdownDelayMs: 0 });
  });

  it('reads ROLE and SHUTDOWN_DELAY_MS', () => {
    expect(loadConfig({ ROLE: 'worker', SHUTDOWN_DELAY_MS: '1500' })).toMatchObject({ role: 'worker', shutdownDelayMs: 1500 });
    expect(loadConfig({ ROLE: ' Web ' }).role).toBe('web');
  });

  it('refuses an unknown role by name, rather than running a process that does nothing', () => {
    expect(() => loadConfig({ ROLE: 'render' })).toThrow('ROLE must be one of all, web, worker (got "render")');
  });

  it('draws the renders its requests ask for unless it is a web process on PostgreSQL (decision 113)', () => {
    const url = 'postgres://db.internal/sticker';
    expect(rendersInProcess(loadConfig({ ROLE: 'all', DATABASE_URL: url }))).toBe(true);
    expect(rendersInProcess(loadConfig({ ROLE: 'web', DATABASE_URL: url }))).toBe(false);
    // PGlite is one process's database: a worker could not share it.
    expect(rendersInProcess(loadConfig({ ROLE: 'web' }))).toBe(true);
  });
});
