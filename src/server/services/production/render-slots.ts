/**
 * A small semaphore for production builds: a 24 in render holds a few hundred MB while it is made, so
 * the server builds at most `limit` at a time and the others wait their turn (memory stays bounded
 * however many downloads arrive together).
 */
export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Builds running now and waiting, for tests and metrics. */
  readonly active: number;
  readonly waiting: number;
}

export function createSlots(limit: number): Slots {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      active++;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** One production build at a time on this 2-core server: Skia and sharp would only compete anyway. */
export const productionSlots = createSlots(1);
