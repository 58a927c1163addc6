import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '../core/Editor';
import { loadDraft } from '../persistence/draftStore';
import { mountEditor } from '../testing/TestEditor';
import { type AutoSaveInput, AutoSavePlugin, DRAFT_DEBOUNCE_MS, type SaveState } from './AutoSavePlugin';

let editor: Editor;
let cleanup: () => void;
let saves: AutoSaveInput[];
let fail = false;
/** When set, the target refuses as a busy server does: 503 with Retry-After (in ms here). */
let busyFor: number | undefined;
let states: SaveState[];
const key = `test:${Math.random()}`;
// The real clock, kept before the tests fake it: waiting on it leaves the fake one where the test put it.
const realSetTimeout = setTimeout;

/** Waits on the real clock until `check` passes (vi.waitFor would advance the fake clock while it polls). */
async function untilReal(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 800; i++) {
    if (await check()) return;
    await new Promise<void>((resolve) => realSetTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  ({ editor, cleanup } = mountEditor());
  // The editor starts loading its shipped default faces at once; a save waits for faces still loading
  // (FontPlugin), and that wait runs on the real clock — let them finish before timing saves.
  await document.fonts.ready;
  saves = [];
  states = [];
  fail = false;
  busyFor = undefined;
  editor.use(AutoSavePlugin, {
    draftKey: key,
    target: {
      save: async (input) => {
        if (fail) throw new Error('offline');
        if (busyFor !== undefined) throw Object.assign(new Error('busy'), { status: 503, retryAfterMs: busyFor });
        saves.push(input);
        return {};
      },
    },
  });
  editor.on('saveStateChange', (s) => states.push(s));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const change = () => editor.emit('change');
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

describe('auto-save timing (SPEC §9)', () => {
  it('saves no sooner than 5 s after the last change', async () => {
    change();
    await advance(4000);
    change();
    await advance(4900);
    expect(saves).toHaveLength(0);
    await advance(200);
    expect(saves).toHaveLength(1);
    expect(saves[0].changeCount).toBe(2);
    expect(JSON.parse(saves[0].json)).toMatchObject({ version: 2, workspace: { width: 1500 } });
    expect(saves[0].canvasState).toMatchObject({ shape: 'rectangle', width: 1500, height: 1500 });
    // Clearing the local copy is real IndexedDB work, outside the fake clock.
    await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
  });

  it('saves 1 s after the 25th change', async () => {
    for (let i = 0; i < 25; i++) change();
    await advance(999);
    expect(saves).toHaveLength(0);
    await advance(2);
    expect(saves).toHaveLength(1);
    expect(saves[0].changeCount).toBe(25);
  });

  it('saves 1 s after the 10-minute interval even while changes keep coming', async () => {
    for (let t = 0; t < 10 * 60; t += 4) {
      change();
      await advance(4000);
    }
    expect(saves.length).toBeGreaterThanOrEqual(1);
  });
});

describe('nothing is lost', () => {
  it('keeps a local copy until the server confirms, and retries with backoff', async () => {
    fail = true;
    change();
    await advance(600);
    expect((await loadDraft(key))?.json).toContain('"workspace"');
    await advance(5000);
    expect(editor.api.getSaveState()).toBe('error');
    expect(editor.api.hasUnsavedChanges()).toBe(true);
    fail = false;
    await advance(2100);
    expect(saves).toHaveLength(1);
    await vi.waitFor(() => expect(editor.api.getSaveState()).toBe('saved'));
    expect(editor.api.hasUnsavedChanges()).toBe(false);
    expect(await loadDraft(key)).toBeUndefined();
  });

  it("waits a busy server's Retry-After (and not longer than half again), keeping the change and never claiming it saved", async () => {
    busyFor = 2000;
    change();
    expect(await editor.api.saveNow()).toBe(false);
    expect(saves).toHaveLength(0);
    expect(editor.api.getSaveState()).toBe('pending');
    expect(editor.api.hasUnsavedChanges()).toBe(true);
    // The draft is kept after its debounce, then written to IndexedDB on the real clock: however slow the
    // machine, only the debounce has run off the server's 2 s.
    await advance(DRAFT_DEBOUNCE_MS);
    await untilReal(async () => ((await loadDraft(key))?.json ?? '').includes('"workspace"'));
    expect(states).not.toContain('saved');
    busyFor = undefined;
    // A change during the wait does not bring the save forward past the server's ask.
    for (let i = 0; i < 25; i++) change();
    await advance(1999 - DRAFT_DEBOUNCE_MS);
    expect(saves).toHaveLength(0);
    await advance(1002);
    expect(saves).toHaveLength(1);
    expect(saves[0].changeCount).toBe(26);
    await vi.waitFor(() => expect(editor.api.getSaveState()).toBe('saved'));
    expect(await loadDraft(key)).toBeUndefined();
  });

  it('saveNow saves at once and resolves true when confirmed', async () => {
    change();
    expect(await editor.api.saveNow()).toBe(true);
    expect(saves).toHaveLength(1);
  });
});
