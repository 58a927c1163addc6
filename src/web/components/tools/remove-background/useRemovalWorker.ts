import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemovalOutput, RemovalReply, RemovalSettings } from './protocol';

export type RemovalState =
  | { status: 'idle' }
  /** `previous` is the last result, still shown while new settings are being applied. */
  | { status: 'running'; progress: number; previous?: RemovalOutput }
  | { status: 'done'; output: RemovalOutput }
  | { status: 'error'; code: string };

/**
 * The background-removal worker as React state. `run` starts a removal (abandoning one still running by
 * ending its worker, so a big image never finishes late over a newer result); the worker is started
 * with the page and ended when the page unmounts.
 */
export function useRemovalWorker() {
  const [state, setState] = useState<RemovalState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const running = useRef(false);
  const lastId = useRef(0);

  const end = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    running.current = false;
  }, []);

  // The worker is started with the page, so its code is loaded while the user picks an image.
  useEffect(() => {
    try {
      worker.current ??= startWorker();
    } catch {
      // Reported when a run is asked for.
    }
    return end;
  }, [end]);

  const run = useCallback(
    (image: ImageData, settings: RemovalSettings) => {
      if (running.current) end();
      const id = ++lastId.current;
      let current = worker.current;
      try {
        if (!current) {
          current = startWorker();
          worker.current = current;
        }
      } catch {
        setState({ status: 'error', code: 'worker' });
        return;
      }
      current.onmessage = (event: MessageEvent<RemovalReply>) => {
        const reply = event.data;
        if (reply.id !== lastId.current) return;
        if (reply.type === 'progress') setState((prev) => ({ status: 'running', progress: reply.fraction, previous: lastOutput(prev) }));
        else {
          running.current = false;
          setState(reply.type === 'done' ? { status: 'done', output: reply.output } : { status: 'error', code: reply.code });
        }
      };
      current.onerror = () => {
        end();
        setState({ status: 'error', code: 'worker' });
      };
      running.current = true;
      setState((prev) => ({ status: 'running', progress: 0, previous: lastOutput(prev) }));
      // A copy goes to the worker (transferred, not cloned again); the page keeps the original for re-runs.
      const pixels = image.data.slice();
      current.postMessage({ id, data: pixels, width: image.width, height: image.height, settings }, [pixels.buffer]);
    },
    [end],
  );

  const reset = useCallback(() => {
    // A finished worker is kept (its code is warm for the next image); one still working is ended.
    if (running.current) end();
    lastId.current++;
    setState({ status: 'idle' });
  }, [end]);

  return { state, run, reset };
}

/** The removal worker (also started by the editor's "Remove background", runInWorker.ts). */
export function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

function lastOutput(state: RemovalState): RemovalOutput | undefined {
  if (state.status === 'done') return state.output;
  if (state.status === 'running') return state.previous;
  return undefined;
}
