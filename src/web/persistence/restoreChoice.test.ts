import { describe, expect, it } from 'vitest';
import { previewMultiplier } from './preview';
import { chooseRestore, documentHasContent, isDesignDraftNewer, type RestoreCandidate, timeOf } from './restoreChoice';

const ws = { id: 'workspace', shape: 'rectangle', width: 500, height: 500 };
const empty = JSON.stringify({ version: 2, workspace: ws, objects: [] });
const withText = JSON.stringify({ version: 2, workspace: ws, objects: [{ id: 't1', type: 'textbox', text: 'hi' }] });
const oldFabricEmpty = JSON.stringify({ objects: [{ id: 'workspace', type: 'rect' }] });
const oldFabricFull = JSON.stringify({
  objects: [
    { id: 'workspace', type: 'rect' },
    { id: 'x', type: 'image' },
  ],
});

const server = (json: string, savedAt: number): RestoreCandidate => ({ source: 'server', json, savedAt });
const draft = (json: string, savedAt: number, key = 'autosave:u1'): RestoreCandidate => ({ source: 'draft', key, json, savedAt });

describe('documentHasContent', () => {
  it('is true only when something besides the workspace is there', () => {
    expect(documentHasContent(withText)).toBe(true);
    expect(documentHasContent(empty)).toBe(false);
    expect(documentHasContent(oldFabricEmpty)).toBe(false);
    expect(documentHasContent(oldFabricFull)).toBe(true);
    expect(documentHasContent(JSON.stringify({ workspace: ws, objects: [], overlayImage: { type: 'image' } }))).toBe(true);
  });

  it('is false for anything unreadable', () => {
    expect(documentHasContent('')).toBe(false);
    expect(documentHasContent('{oops')).toBe(false);
    expect(documentHasContent('[]')).toBe(false);
    expect(documentHasContent('null')).toBe(false);
    expect(documentHasContent(JSON.stringify({ objects: 'nope' }))).toBe(false);
  });
});

describe('chooseRestore', () => {
  it('offers nothing when there is nothing with content', () => {
    expect(chooseRestore([])).toBeNull();
    expect(chooseRestore([null, undefined])).toBeNull();
    expect(chooseRestore([server(empty, 10), draft(empty, 20)])).toBeNull();
  });

  it('offers the server session when it is the only copy', () => {
    expect(chooseRestore([server(withText, 10), null])?.source).toBe('server');
  });

  it('offers a local copy newer than the server (a crash before the save was confirmed)', () => {
    expect(chooseRestore([server(withText, 10), draft(withText, 20)])).toMatchObject({ source: 'draft', savedAt: 20 });
  });

  it('offers the server copy when it is newer than the local one (saved later elsewhere)', () => {
    expect(chooseRestore([server(withText, 30), draft(withText, 20)])).toMatchObject({ source: 'server' });
  });

  it('prefers the confirmed server copy on a tie', () => {
    expect(chooseRestore([draft(withText, 20), server(withText, 20)])?.source).toBe('server');
  });

  it('skips a newer copy that is empty', () => {
    expect(chooseRestore([server(withText, 10), draft(empty, 99)])?.source).toBe('server');
  });

  it('picks the newest of several local copies (e.g. a guest copy made before signing in)', () => {
    expect(chooseRestore([draft(withText, 5, 'autosave:u1'), draft(withText, 7, 'autosave:guest')])?.key).toBe('autosave:guest');
  });
});

describe('isDesignDraftNewer', () => {
  const updatedAt = '2026-03-01T10:00:00.000Z';
  it('offers a design copy written after the last save', () => {
    expect(isDesignDraftNewer({ savedAt: Date.parse(updatedAt) + 1, json: withText }, updatedAt)).toBe(true);
  });
  it('treats an older copy as stale, and no copy as nothing', () => {
    expect(isDesignDraftNewer({ savedAt: Date.parse(updatedAt) - 1, json: withText }, updatedAt)).toBe(false);
    expect(isDesignDraftNewer({ savedAt: Date.parse(updatedAt), json: withText }, updatedAt)).toBe(false);
    expect(isDesignDraftNewer(undefined, updatedAt)).toBe(false);
  });
});

describe('timeOf', () => {
  it('reads ISO times and returns 0 for nothing', () => {
    expect(timeOf('2026-03-01T10:00:00.000Z')).toBe(Date.parse('2026-03-01T10:00:00.000Z'));
    expect(timeOf(null)).toBe(0);
    expect(timeOf('not a date')).toBe(0);
  });
});

describe('previewMultiplier', () => {
  it('makes the longest side about 400 px', () => {
    expect(previewMultiplier(1500, 1500)).toBeCloseTo(400 / 1500);
    expect(previewMultiplier(2000, 1000)).toBeCloseTo(0.2);
    expect(previewMultiplier(1000, 4000)).toBeCloseTo(0.1);
  });
  it('never enlarges a small design, and survives nonsense sizes', () => {
    expect(previewMultiplier(300, 200)).toBe(1);
    expect(previewMultiplier(0, 0)).toBe(1);
    expect(previewMultiplier(Number.NaN, 10)).toBe(1);
  });
});
