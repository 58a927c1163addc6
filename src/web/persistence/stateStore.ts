import { disposed, type PersistenceSnapshot, type PersistenceState, snapshotOf } from './state';

/**
 * Holds the one PersistenceState and tells React (useSyncExternalStore) when its snapshot changed.
 * Once disposed it ignores every transition: late promises of a page that is gone announce nothing.
 */
export class StateStore {
  private state: PersistenceState;
  private snapshot: PersistenceSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Checked after every transition (not only snapshot changes) and at dispose. */
  private readonly waiters = new Set<() => void>();

  constructor(initial: PersistenceState) {
    this.state = initial;
    this.snapshot = snapshotOf(initial);
  }

  get current(): PersistenceState {
    return this.state;
  }

  get disposed(): boolean {
    return this.state.phase.name === 'disposed';
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PersistenceSnapshot => this.snapshot;

  /** Resolves once `holds` is true of the state (at once when it is already), or when the store is disposed. */
  until(holds: (s: PersistenceState) => boolean): Promise<void> {
    if (this.disposed || holds(this.state)) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!this.disposed && !holds(this.state)) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  update(transition: (s: PersistenceState) => PersistenceState): void {
    if (this.disposed) return;
    this.state = transition(this.state);
    for (const w of [...this.waiters]) w();
    const next = snapshotOf(this.state);
    if (sameSnapshot(next, this.snapshot)) return;
    this.snapshot = next;
    for (const l of this.listeners) l();
  }

  dispose(): void {
    this.state = disposed(this.state);
    this.listeners.clear();
    for (const w of [...this.waiters]) w();
  }
}

function sameSnapshot(a: PersistenceSnapshot, b: PersistenceSnapshot): boolean {
  return (Object.keys(a) as Array<keyof PersistenceSnapshot>).every((k) => a[k] === b[k]);
}
