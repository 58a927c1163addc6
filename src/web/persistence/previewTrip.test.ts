import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentPreviewTrip,
  endPreviewTrip,
  isPreviewTripState,
  PREVIEW_SAVE_WAIT_MS,
  PREVIEW_TRIP_STATE,
  type PreviewReadiness,
  readyForPreview,
  returnsFromPreview,
  startPreviewTrip,
} from './previewTrip';

afterEach(() => {
  endPreviewTrip();
  vi.useRealTimers();
});

/** A design save held until `end` is called; records the order of what readyForPreview did. */
function heldSave(options: { keepFails?: boolean } = {}) {
  const steps: string[] = [];
  let end: (outcome: 'ok' | 'fail') => void = () => {};
  const save = new Promise<void>((resolve, reject) => {
    end = (outcome) => (outcome === 'ok' ? resolve() : reject(new Error('save failed')));
  });
  const p: PreviewReadiness = {
    keepLocalNow: async () => {
      steps.push('local copies');
      if (options.keepFails) throw new Error('quota');
    },
    designSaveSettled: () => {
      steps.push('waiting for the save');
      return save.then(() => void steps.push('save ended'));
    },
  };
  return { p, steps, end };
}

/** Whether `promise` has settled after the pending microtasks ran. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the editor's trip to its preview", () => {
  it('is a return only to the same editor page, for the same person', () => {
    startPreviewTrip({ userId: 'alice', editorPath: '/indexHome?design=d1' });
    expect(returnsFromPreview('alice', '/indexHome?design=d1')).toBe(true);
    expect(returnsFromPreview('bob', '/indexHome?design=d1')).toBe(false);
    expect(returnsFromPreview(null, '/indexHome?design=d1')).toBe(false);
    expect(returnsFromPreview('alice', '/indexHome?new=1')).toBe(false);
  });

  it("is a guest's return too, and ends when the editor opens again", () => {
    startPreviewTrip({ userId: null, editorPath: '/indexHome' });
    expect(currentPreviewTrip()).toEqual({ userId: null, editorPath: '/indexHome' });
    expect(returnsFromPreview(null, '/indexHome')).toBe(true);
    endPreviewTrip();
    expect(returnsFromPreview(null, '/indexHome')).toBe(false);
  });

  it('ignores what is not a trip', () => {
    sessionStorage.setItem('sticker-studio:preview-trip', '{"editorPath":"https://elsewhere.example/"}');
    expect(currentPreviewTrip()).toBeNull();
    sessionStorage.setItem('sticker-studio:preview-trip', 'not json');
    expect(currentPreviewTrip()).toBeNull();
  });

  it("is told by the preview's history entry", () => {
    expect(isPreviewTripState(PREVIEW_TRIP_STATE)).toBe(true);
    expect(isPreviewTripState(null)).toBe(false);
    expect(isPreviewTripState({ previewTrip: 'yes' })).toBe(false);
  });
});

describe('getting the work ready for its preview', () => {
  it('writes the local copies, then waits for the design save in flight to end before going', async () => {
    vi.useFakeTimers();
    const { p, steps, end } = heldSave();
    const ready = readyForPreview(p);
    expect(await settledYet(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(PREVIEW_SAVE_WAIT_MS - 100);
    expect(await settledYet(ready)).toBe(false);
    end('ok');
    await ready;
    expect(steps).toEqual(['local copies', 'waiting for the save', 'save ended']);
  });

  it('goes when the save fails (the local copy holds the work)', async () => {
    vi.useFakeTimers();
    const { p, end } = heldSave();
    const ready = readyForPreview(p);
    end('fail');
    await expect(ready).resolves.toBeUndefined();
  });

  it('waits no longer than its bound for a save that does not end', async () => {
    vi.useFakeTimers();
    const { p } = heldSave();
    const ready = readyForPreview(p);
    await vi.advanceTimersByTimeAsync(PREVIEW_SAVE_WAIT_MS - 1);
    expect(await settledYet(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(ready).resolves.toBeUndefined();
  });

  it('still waits for the save when the local copies could not be written', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { p, steps, end } = heldSave({ keepFails: true });
    const ready = readyForPreview(p);
    expect(await settledYet(ready)).toBe(false);
    end('ok');
    await ready;
    expect(steps).toEqual(['local copies', 'waiting for the save', 'save ended']);
  });
});
