/**
 * Runs `task` once the browser has painted what is on screen now (a frame, then a task after it), so a
 * long synchronous step that follows shows its busy state first. A hidden page paints nothing: the task
 * runs at once. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
