/** A small typed event emitter: event names map to their argument tuples. */
export class EventBus<Events extends { [K in keyof Events]: unknown[] }> {
  // Listeners of different events share one map, so the set's element type is the loosest one.
  private readonly listeners = new Map<keyof Events, Set<(...args: any[]) => void>>();

  on<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => this.off(event, listener);
  }

  once<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): () => void {
    const off = this.on(event, (...args) => {
      off();
      listener(...args);
    });
    return off;
  }

  off<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    // A copy, so a listener that unsubscribes (once) does not skip its neighbour.
    for (const listener of [...set]) listener(...args);
  }

  clear(): void {
    this.listeners.clear();
  }
}
