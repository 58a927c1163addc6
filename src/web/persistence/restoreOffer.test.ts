import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { designOffer, findSessionOffer, guestOffer } from './restoreOffer';
import { doc, sessionOf } from './testing/harness';

const draft = (key: string, savedAt: number, ...ids: string[]) => ({ key, json: JSON.stringify(doc(...ids)), baseRevision: null, savedAt });
const serverSession =
  (lastSaved: string, ...ids: string[]) =>
  async () => ({ session: { ...sessionOf('s1', 2, { lastSaved, hasData: true }), designData: JSON.stringify(doc(...ids)) } });

describe('what the editor offers to restore', () => {
  it('a guest: the local copy when it holds anything', () => {
    expect(guestOffer(draft('autosave:guest', 5, 'a'))).toMatchObject({ kind: 'restore', mode: 'session', candidate: { source: 'draft', key: 'autosave:guest' } });
    expect(guestOffer(draft('autosave:guest', 5))).toBeNull();
    expect(guestOffer(undefined)).toBeNull();
  });

  it('a session: the newest of the server and the local copies', async () => {
    const api = { restorable: serverSession('2026-03-01T09:30:00.000Z', 'server') };
    expect(await findSessionOffer(api, [draft('autosave:u1', Date.parse('2026-03-01T09:00:00.000Z'), 'older')])).toMatchObject({ candidate: { source: 'server' } });
    expect(await findSessionOffer(api, [draft('autosave:u1', Date.parse('2026-03-01T09:45:00.000Z'), 'newer')])).toMatchObject({
      candidate: { source: 'draft', key: 'autosave:u1' },
    });
  });

  it('a session without a workspace is offered as corrupted, unless a local copy is worth offering', async () => {
    const api = { restorable: () => Promise.reject(new ApiError(422, 'session_corrupted', 'Session data is corrupted - missing workspace object')) };
    expect(await findSessionOffer(api, [])).toEqual({ kind: 'corrupted' });
    expect(await findSessionOffer(api, [draft('autosave:u1', 1, 'a')])).toMatchObject({ kind: 'restore', candidate: { source: 'draft' } });
  });

  it('nothing when the server cannot be asked and nothing is kept locally', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await findSessionOffer({ restorable: () => Promise.reject(new ApiError(0, 'network', 'offline')) }, [undefined])).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a design: its local copy only when written after the design’s last save', () => {
    const updatedAt = '2026-03-01T10:00:00.000Z';
    expect(designOffer(draft('design:u1:d1', Date.parse('2026-03-01T11:00:00.000Z'), 'a'), { updatedAt })).toMatchObject({
      kind: 'restore',
      mode: 'design',
      candidate: { key: 'design:u1:d1' },
    });
    expect(designOffer(draft('design:u1:d1', Date.parse('2026-03-01T09:00:00.000Z'), 'a'), { updatedAt })).toBeNull();
    expect(designOffer(undefined, { updatedAt })).toBeNull();
  });
});
