import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
