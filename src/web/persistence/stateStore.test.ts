import { describe, expect, it, vi } from 'vitest';
import * as S from './state';
import { StateStore } from './stateStore';

describe('StateStore', () => {
  it('tells listeners only when the snapshot React reads changed', () => {
    const store = new StateStore(S.initialState(true));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.update(S.changed);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    expect(store.current.changes).toBe(1);
    store.update(S.startFinished);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().started).toBe(true);
  });

  it('ignores every transition once disposed', () => {
    const store = new StateStore(S.initialState(true));
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispose();
    store.update(S.startFinished);
    expect(store.disposed).toBe(true);
    expect(store.current.phase).toEqual({ name: 'disposed' });
    expect(listener).not.toHaveBeenCalled();
  });
});
