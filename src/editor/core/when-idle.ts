/** What an idle callback is told: the time left in this idle period, or that it ran because its timeout passed. */
export type IdleDeadlineLike = { timeRemaining(): number; didTimeout: boolean };

/**
 * Runs `work` when the browser is idle (requestIdleCallback), and at the latest after `timeoutMs`, so
 * work still happens on a page that is never idle. Where there is no requestIdleCallback (Node in tests,
 * older Safari) it runs on the next task with `fallbackSliceMs` to spend. Returns a cancel function.
 */
export function whenIdle(work: (deadline: IdleDeadlineLike) => void, options: { timeoutMs: number; fallbackSliceMs?: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: options.timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const slice = options.fallbackSliceMs ?? 0;
  const handle = setTimeout(() => {
    const start = performance.now();
    work({ timeRemaining: () => Math.max(0, slice - (performance.now() - start)), didTimeout: false });
  }, 0);
  return () => clearTimeout(handle);
}
