import { beforeEach, describe, expect, it, vi } from 'vitest';

const me = vi.fn();
vi.mock('./client', () => ({
  ApiError: class ApiError extends Error {
    constructor(readonly status: number) {
      super('api');
    }
  },
  call: () => me(),
}));

async function freshSession() {
  vi.resetModules();
  return import('./session');
}

describe('session store', () => {
  beforeEach(() => me.mockReset());

  it('asks the server once for parallel refreshes', async () => {
    me.mockResolvedValue({ user: { id: 'u1' } });
    const { refreshSession } = await freshSession();
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a).toEqual({ id: 'u1' });
    expect(b).toBe(a);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('keeps the known user when the server cannot be reached, and is nobody on a first failure', async () => {
    const { refreshSession } = await freshSession();
    const { ApiError } = await import('./client');
    me.mockRejectedValueOnce(new (ApiError as unknown as new (s: number) => Error)(401));
    expect(await refreshSession()).toBeNull();
    me.mockResolvedValueOnce({ user: { id: 'u1' } });
    expect(await refreshSession()).toEqual({ id: 'u1' });
    me.mockRejectedValueOnce(new (ApiError as unknown as new (s: number) => Error)(403));
    expect(await refreshSession()).toEqual({ id: 'u1' });
  });

  it('sign-out sets nobody without a request', async () => {
    const { setSession, refreshSession } = await freshSession();
    me.mockResolvedValue({ user: { id: 'u1' } });
    await refreshSession();
    setSession(null);
    expect(me).toHaveBeenCalledTimes(1);
  });
});
