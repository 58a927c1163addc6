/**
 * Runs `task` after `firstRunMs`, then `intervalMs` after each run ends (runs never overlap). stop()
 * clears the timer and waits for a run in progress, so the database can be closed after it.
 */
export function startPeriodicJob(name: string, task: () => Promise<void>, timing: { firstRunMs: number; intervalMs: number }) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref?.();
  };
  const run = () => {
    if (stopped) return;
    running = task()
      .catch((err) => console.error(`[jobs] ${name} failed:`, (err as Error).message))
      .finally(() => {
        running = null;
        if (!stopped) schedule(timing.intervalMs);
      });
  };
  schedule(timing.firstRunMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
