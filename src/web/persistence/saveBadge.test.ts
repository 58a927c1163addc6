import { describe, expect, it } from 'vitest';
import { type SaveBadgeInput, saveBadgeOf } from './saveBadge';
import * as S from './state';

const input = (over: Partial<SaveBadgeInput> = {}): SaveBadgeInput => ({ signedIn: true, design: { dirty: false }, savingDesign: false, designSync: 'ok', ...over });
const design = (revision = 3): S.DesignRef => ({ id: 'd1', name: 'Mine', revision, isFavorite: false, updatedAt: '2026-03-01T10:00:00.000Z' });
const run = (s: S.PersistenceState, ...steps: Array<(s: S.PersistenceState) => S.PersistenceState>) => steps.reduce((acc, step) => step(acc), s);
const badge = (s: S.PersistenceState) => S.snapshotOf(s).badge;

describe('the save badge: what it claims', () => {
  it('a guest’s work and work not saved as a design are only on this device, whatever the session did', () => {
    expect(saveBadgeOf(input({ signedIn: false, design: null }))).toBe('device');
    expect(saveBadgeOf(input({ design: null }))).toBe('device');
    expect(saveBadgeOf(input({ design: null, savingDesign: true }))).toBe('device');
  });

  it('"Saved to your account" only for an open design whose last stored revision holds everything', () => {
    expect(saveBadgeOf(input())).toBe('account');
    expect(saveBadgeOf(input({ design: { dirty: true } }))).toBe('device');
    expect(saveBadgeOf(input({ design: { dirty: true }, designSync: 'offline' }))).toBe('device');
  });

  it('a running save says so; a failed one says "Not saved"', () => {
    expect(saveBadgeOf(input({ design: { dirty: true }, savingDesign: true }))).toBe('saving');
    expect(saveBadgeOf(input({ design: { dirty: true }, designSync: 'failed' }))).toBe('error');
    // A retry that runs is "Saving…", not still "Not saved".
    expect(saveBadgeOf(input({ design: { dirty: true }, designSync: 'failed', savingDesign: true }))).toBe('saving');
  });
});

describe('the save badge through the state’s transitions', () => {
  const opened = () => run(S.initialState(true), S.startFinished, (s) => S.designLoaded(s, design(3), null));

  it('open → edit offline → reconnect: device until the server stored the revision, then account', () => {
    let s = opened();
    expect(badge(s)).toBe('account');
    s = S.changed(s);
    expect(badge(s)).toBe('device');
    const changesAtStart = s.changes;
    s = S.designSaveStarted(s);
    expect(badge(s)).toBe('saving');
    s = run(s, (x) => S.designSaveFailed(x, true), S.designSaveEnded);
    expect(badge(s)).toBe('device');
    s = S.designSaveStarted(s);
    s = run(s, (x) => S.designSaved(x, design(4), changesAtStart), S.designSaveEnded);
    expect(badge(s)).toBe('account');
  });

  it('a change made while the save ran keeps the badge off "account"', () => {
    let s = S.changed(opened());
    const changesAtStart = s.changes;
    s = S.changed(S.designSaveStarted(s));
    s = run(s, (x) => S.designSaved(x, design(4), changesAtStart), S.designSaveEnded);
    expect(badge(s)).toBe('device');
  });

  it('a server failure is "Not saved" until a save succeeds or theirs is taken', () => {
    let s = S.changed(opened());
    s = run(s, S.designSaveStarted, (x) => S.designSaveFailed(x, false), S.designSaveEnded);
    expect(badge(s)).toBe('error');
    expect(badge(S.tookTheirs(s, design(7)))).toBe('account');
    expect(badge(run(s, S.designSaveStarted, (x) => S.designSaved(x, design(4), x.changes), S.designSaveEnded))).toBe('account');
  });

  it('opening another design starts clean', () => {
    const failed = run(S.changed(opened()), (x) => S.designSaveFailed(x, false));
    expect(badge(S.designLoaded(failed, { ...design(1), id: 'd2' }, null))).toBe('account');
  });
});
