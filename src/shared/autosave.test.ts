import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE,
  AUTOSAVE_MESSAGES,
  defaultDesignName,
  expiresAtFor,
  hasWorkspace,
  isDocumentTooLarge,
  isSessionExpired,
  minimalDocument,
  nextAutoSaveDelay,
  savedDesignLimitMessage,
  tooLargeMessage,
} from './autosave';

describe('SPEC §9 auto-save constants', () => {
  it('are the SPEC values', () => {
    expect(AUTOSAVE).toEqual({
      intervalMs: 600_000,
      keptSessions: 5,
      sessionTimeoutMs: 86_400_000,
      changeThreshold: 25,
      dueDelayMs: 1000,
      debounceMs: 5000,
      designExpiryMs: 90 * 86_400_000,
      maxDocumentChars: 1048487,
    });
    expect(Object.isFrozen(AUTOSAVE)).toBe(true);
  });
});

describe('nextAutoSaveDelay', () => {
  const at = (changeCount: number, msSinceLastSave: number, msSinceLastChange: number) => nextAutoSaveDelay({ changeCount, msSinceLastSave, msSinceLastChange });

  it('waits forever when nothing changed', () => {
    expect(at(0, 0, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(at(0, 3_600_000, 3_600_000)).toBe(Number.POSITIVE_INFINITY);
    expect(at(-1, 0, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(at(Number.NaN, 0, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('saves 1 s after the 25th change', () => {
    expect(at(24, 1000, 0)).toBe(5000);
    expect(at(25, 1000, 0)).toBe(1000);
    expect(at(300, 0, 0)).toBe(1000);
  });

  it('saves 1 s after the 10-minute interval', () => {
    expect(at(1, 600_000, 0)).toBe(1000);
    expect(at(1, 900_000, 0)).toBe(1000);
    expect(at(1, 599_999, 0)).toBe(1001);
    expect(at(1, 597_000, 0)).toBe(4000);
  });

  it('otherwise saves at least 5 s after the last change', () => {
    expect(at(1, 1000, 0)).toBe(5000);
    expect(at(3, 10_000, 2000)).toBe(3000);
    expect(at(3, 10_000, 5000)).toBe(0);
    expect(at(3, 10_000, 60_000)).toBe(0);
    // A clock that went backwards never makes the wait longer than the debounce.
    expect(at(3, -5, -5)).toBe(5000);
  });

  describe('driving a client loop with a fake clock', () => {
    beforeEach(() => vi.useFakeTimers({ now: 0 }));
    afterEach(() => vi.useRealTimers());

    /** The loop a client runs: after each change (and each save) the pending timer is rescheduled. */
    function autoSaver() {
      const saves: Array<{ at: number; changes: number }> = [];
      let changeCount = 0;
      let lastSave = Date.now();
      let lastChange = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        const now = Date.now();
        const delay = nextAutoSaveDelay({ changeCount, msSinceLastSave: now - lastSave, msSinceLastChange: now - lastChange });
        if (Number.isFinite(delay))
          timer = setTimeout(() => {
            saves.push({ at: Date.now(), changes: changeCount });
            changeCount = 0;
            lastSave = Date.now();
            schedule();
          }, delay);
      };
      return {
        saves,
        change() {
          changeCount++;
          lastChange = Date.now();
          schedule();
        },
      };
    }

    it('debounces a burst of a few changes to 5 s after the last one', () => {
      const s = autoSaver();
      for (let i = 0; i < 5; i++) {
        s.change();
        vi.advanceTimersByTime(1000);
      }
      // Last change at t=4 s: the save is at 9 s.
      vi.advanceTimersByTime(3999);
      expect(s.saves).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(s.saves).toEqual([{ at: 9000, changes: 5 }]);
      vi.advanceTimersByTime(3_600_000);
      expect(s.saves).toHaveLength(1);
    });

    it('saves 1 s after the 25th change even while changes keep coming', () => {
      const s = autoSaver();
      for (let i = 0; i < 25; i++) {
        s.change();
        vi.advanceTimersByTime(100);
      }
      // 25th change at t=2.4 s → save at 3.4 s.
      vi.advanceTimersByTime(999 - 100 + 1);
      expect(s.saves).toEqual([{ at: 3400, changes: 25 }]);
    });

    it('never lets changes wait longer than the debounce, however they are spread', () => {
      const s = autoSaver();
      for (let t = 0; t < 700_000; t += 4000) {
        if ((t / 4000) % 10 === 0) s.change(); // a change every 40 s
        vi.advanceTimersByTime(4000);
      }
      expect(s.saves.length).toBe(18);
      expect(s.saves.every((save, i) => save.changes === 1 && save.at === i * 40_000 + 5000)).toBe(true);
    });

    it('the interval wins over the debounce near the 10-minute mark', () => {
      const s = autoSaver();
      s.change();
      vi.advanceTimersByTime(5000); // first save at 5 s
      expect(s.saves).toHaveLength(1);
      // Next change 9 min 58 s after that save: the interval is due in 2 s, so the save is at +3 s, not +5 s.
      vi.advanceTimersByTime(598_000);
      s.change();
      vi.advanceTimersByTime(2999);
      expect(s.saves).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(s.saves[1]).toEqual({ at: 5000 + 598_000 + 3000, changes: 1 });
    });
  });
});

describe('document size (SPEC §5/§8)', () => {
  it('allows exactly 1048487 characters', () => {
    expect(isDocumentTooLarge('x'.repeat(1048487))).toBe(false);
    expect(isDocumentTooLarge('x'.repeat(1048488))).toBe(true);
  });
  it('gives the SPEC message with the size in KB, rounded up', () => {
    expect(tooLargeMessage(1048488)).toBe('Design is too large for auto-save (1024 KB). Please reduce image sizes or complexity.');
    expect(tooLargeMessage(1048577)).toBe('Design is too large for auto-save (1025 KB). Please reduce image sizes or complexity.');
    expect(tooLargeMessage(2 * 1024 * 1024)).toBe('Design is too large for auto-save (2048 KB). Please reduce image sizes or complexity.');
  });
  it('keeps only the workspace in the minimal version', () => {
    const doc = {
      version: 2,
      workspace: { id: 'workspace', shape: 'circle', width: 800, height: 600 },
      objects: [{ id: 'a', type: 'image', src: 'data:image/png;base64,AAAA' }],
      googleFontsMetadata: { fontsUsed: ['Roboto'] },
      cutlinePath: 'M0 0',
      background: '#fff',
    };
    expect(minimalDocument(doc)).toEqual({ version: 2, workspace: { id: 'workspace', shape: 'circle', width: 800, height: 600 }, objects: [] });
    const fabric = { version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', width: 500, height: 500 }, { type: 'image' }] };
    expect(minimalDocument(fabric)).toEqual({ version: '5.3.0', objects: [{ id: 'workspace', type: 'rect', width: 500, height: 500 }] });
    expect(minimalDocument({})).toEqual({ objects: [] });
  });
  it('knows whether a document has a workspace', () => {
    expect(hasWorkspace({ workspace: { shape: 'rectangle', width: 1, height: 1 }, objects: [] })).toBe(true);
    expect(hasWorkspace({ objects: [{ id: 'workspace' }] })).toBe(true);
    expect(hasWorkspace({ objects: [{ id: 'other' }] })).toBe(false);
    expect(hasWorkspace({ workspace: 'x', objects: [] })).toBe(false);
    expect(hasWorkspace(null)).toBe(false);
    expect(hasWorkspace([])).toBe(false);
  });
});

describe('messages and names', () => {
  it('has the SPEC messages verbatim', () => {
    expect(AUTOSAVE_MESSAGES.sessionCorrupted).toBe('Session data is corrupted - missing workspace object');
    expect(AUTOSAVE_MESSAGES.workSaved).toBe('Work saved successfully!');
    expect(AUTOSAVE_MESSAGES.saveFailedContinuing).toBe('Failed to save work, but continuing navigation');
    expect(savedDesignLimitMessage(50)).toBe('You have reached the saved-design limit of your plan (50). Upgrade on the pricing page to save more.');
  });
  it('names an auto-saved design after its date, in the user language', () => {
    const d = new Date('2026-03-04T05:06:00Z');
    expect(defaultDesignName(d, 'en')).toMatch(/^Auto-Saved Design - .*2026/);
    expect(defaultDesignName(d, 'en')).toContain('Mar');
    expect(defaultDesignName(d, 'zh')).toMatch(/^Auto-Saved Design - 2026/);
    expect(defaultDesignName(d, 'not a locale!!')).toMatch(/^Auto-Saved Design - /);
    expect(defaultDesignName(d).length).toBeLessThanOrEqual(120);
  });
});

describe('expiry and session timeout', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('expires non-favourites 90 days after the save, favourites never', () => {
    expect(expiresAtFor(true, now)).toBeNull();
    expect(expiresAtFor(false, now)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
  it('times a session out after 24 h', () => {
    expect(isSessionExpired(new Date(now.getTime() - 86_399_999), now)).toBe(false);
    expect(isSessionExpired(new Date(now.getTime() - 86_400_000), now)).toBe(true);
  });
});
