import { describe, expect, it, vi } from 'vitest';
import type { AutoSaveInput, AutoSaveSession } from '../api/autosave';
import { ApiError } from '../api/client';
import { type SessionApi, SessionSync } from './sessionSync';

const session = (sessionId: string, revision = 0, changeCount = 0): AutoSaveSession => ({
  id: `row-${sessionId}`,
  sessionId,
  isActive: true,
  revision,
  lastSaved: null,
  previewUrl: null,
  finalizedAt: null,
  convertedToDesignId: null,
  convertedAt: null,
  metadata: { canvasState: null, changeCount, sessionStarted: '2026-01-01T00:00:00.000Z', autoSaveError: null },
  hasData: revision > 0,
});

const input = { designData: '{"objects":[]}', changeCount: 3, canvasState: { shape: 'rectangle' as const, width: 500, height: 500 } };
const notFound = () => new ApiError(404, 'session_not_found', 'gone');
const conflict = (revision: number) => new ApiError(409, 'revision_conflict', 'changed', { current: { revision, updatedAt: '2026-01-01T00:00:00.000Z' } });

/** A fake server: sessions by id, a revision each, and scripted failures. */
function fakeApi() {
  let next = 1;
  const active = { id: '' };
  const revisions = new Map<string, number>();
  const saves: Array<{ sessionId: string } & AutoSaveInput> = [];
  const failures: Error[] = [];
  const start = () => {
    if (!active.id) {
      active.id = `s${next++}`;
      revisions.set(active.id, 0);
    }
    return session(active.id, revisions.get(active.id));
  };
  const api: SessionApi = {
    start: vi.fn(async () => ({ session: start(), started: true })),
    restorable: vi.fn(async () => ({ session: null })),
    save: vi.fn(async (sessionId: string, body: AutoSaveInput) => {
      const failure = failures.shift();
      if (failure) throw failure;
      if (sessionId !== active.id) throw notFound();
      if (revisions.get(sessionId) !== body.baseRevision) throw conflict(revisions.get(sessionId) ?? 0);
      saves.push({ sessionId, ...body });
      const revision = (revisions.get(sessionId) ?? 0) + 1;
      revisions.set(sessionId, revision);
      const tooLarge = body.designData.length > 50;
      return {
        session: session(sessionId, revision),
        tooLarge,
        ...(tooLarge ? { message: 'Design is too large for auto-save (1 KB). Please reduce image sizes or complexity.' } : {}),
      };
    }),
    finalize: vi.fn(async (sessionId: string) => {
      if (active.id === sessionId) active.id = '';
      return session(sessionId);
    }),
    convert: vi.fn(async (sessionId: string) => {
      if (active.id === sessionId) active.id = '';
      return { design: {} as never, session: session(sessionId), alreadyConverted: false };
    }),
  };
  return { api, saves, failures, active, revisions };
}

describe('SessionSync', () => {
  it('starts the session once and saves with the revision it last saw', async () => {
    const { api, saves } = fakeApi();
    const sync = new SessionSync(api);
    await Promise.all([sync.ensure(), sync.ensure()]);
    await sync.save(input);
    await sync.save(input);
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(saves.map((s) => s.baseRevision)).toEqual([0, 1]);
    // metadata.changeCount counts the session's changes so far.
    expect(saves.map((s) => s.changeCount)).toEqual([3, 6]);
  });

  it('recreates a session that is gone (404) and retries once on the new one', async () => {
    const { api, saves, active } = fakeApi();
    const sync = new SessionSync(api);
    await sync.save(input);
    active.id = ''; // finalized elsewhere, timed out, or converted
    await sync.save(input);
    expect(api.start).toHaveBeenCalledTimes(2);
    expect(saves[1]).toMatchObject({ sessionId: 's2', baseRevision: 0, changeCount: 3 });
    expect(sync.sessionId).toBe('s2');
  });

  it("passes a busy server's refusal on untouched, with its Retry-After, and counts nothing as saved", async () => {
    const { api, saves, failures } = fakeApi();
    const sync = new SessionSync(api);
    await sync.ensure();
    failures.push(new ApiError(503, 'autosave_busy', 'busy', undefined, 2000));
    await expect(sync.save(input)).rejects.toMatchObject({ status: 503, retryAfterMs: 2000 });
    expect(api.save).toHaveBeenCalledTimes(1);
    // The next save, after the wait, carries all the changes on the same revision.
    await sync.save(input);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ baseRevision: 0, changeCount: 3 });
  });

  it('gives up after one retry when the new session is gone too', async () => {
    const { api, failures } = fakeApi();
    const sync = new SessionSync(api);
    await sync.ensure();
    failures.push(notFound(), notFound());
    await expect(sync.save(input)).rejects.toMatchObject({ status: 404 });
    expect(api.save).toHaveBeenCalledTimes(2);
  });

  it('saves on top of the current revision after another tab saved the session (409), once', async () => {
    const { api, saves, revisions } = fakeApi();
    const sync = new SessionSync(api);
    await sync.save(input);
    revisions.set('s1', 5); // another tab saved meanwhile
    await sync.save(input);
    expect(saves.map((s) => s.baseRevision)).toEqual([0, 5]);
  });

  it('passes other failures on (the plugin retries with backoff)', async () => {
    const { api, failures } = fakeApi();
    const sync = new SessionSync(api);
    failures.push(new ApiError(0, 'network', 'Network error'));
    await expect(sync.save(input)).rejects.toMatchObject({ code: 'network' });
    await expect(sync.save(input)).resolves.toEqual({ tooLarge: false });
  });

  it('reports the too-large answer with its message', async () => {
    const { api } = fakeApi();
    const sync = new SessionSync(api);
    const result = await sync.save({ ...input, designData: JSON.stringify({ objects: [], big: 'x'.repeat(100) }) });
    expect(result.tooLarge).toBe(true);
    expect(result.message).toMatch(/too large for auto-save/);
    expect(sync.lastTooLarge).toBe(true);
  });

  it('drops saves after finalize (leaving never starts a new session)', async () => {
    const { api } = fakeApi();
    const sync = new SessionSync(api);
    await sync.save(input);
    await sync.finalize();
    expect(api.finalize).toHaveBeenCalledWith('s1');
    await expect(sync.save(input)).resolves.toEqual({ tooLarge: false });
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.start).toHaveBeenCalledTimes(1);
  });

  it('finalizing a session that is already gone is fine', async () => {
    const { api } = fakeApi();
    const sync = new SessionSync(api);
    await sync.ensure();
    vi.mocked(api.finalize).mockRejectedValueOnce(notFound());
    await expect(sync.finalize()).resolves.toBeUndefined();
  });

  it('after converting, the next save starts a new session', async () => {
    const { api, saves } = fakeApi();
    const sync = new SessionSync(api);
    await sync.save(input);
    await sync.convert({ name: 'Mine', isFavorite: false });
    await sync.save(input);
    expect(saves.map((s) => s.sessionId)).toEqual(['s1', 's2']);
    expect(api.save).toHaveBeenCalledTimes(2);
  });

  it('start fresh finalizes the old session and starts a new one', async () => {
    const { api } = fakeApi();
    const sync = new SessionSync(api);
    await sync.save(input);
    await sync.startFresh();
    expect(api.finalize).toHaveBeenCalledWith('s1');
    expect(sync.sessionId).toBe('s2');
    expect(sync.isClosed).toBe(false);
  });
});
