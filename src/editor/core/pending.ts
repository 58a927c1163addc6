/**
 * Asynchronous work the editor has started and not finished: an import, an undo, a rollback, a photo
 * being decoded for an effect. `idle()` resolves once none is left, so a caller (the test driver, a save
 * that must see the finished document) waits for the work itself, never for a guessed time.
 */
export class PendingWork {
  private readonly running = new Set<Promise<unknown>>();

  /** Counts the promise as pending until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => {
      this.running.delete(work);
    };
    work.then(done, done);
    return work;
  }

  /** Resolves when every tracked promise has settled, including work started by work that finished meanwhile. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  get size(): number {
    return this.running.size;
  }
}
