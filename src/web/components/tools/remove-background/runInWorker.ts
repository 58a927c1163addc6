import type { RemovalOutput, RemovalReply, RemovalSettings } from './protocol';
import { startWorker } from './useRemovalWorker';

/** The worker could not run or the removal failed; `code` names the message (bgremoval.errors.<code>). */
export class RemovalFailure extends Error {
  constructor(readonly code: string) {
    super(`Background removal failed (${code})`);
    this.name = 'RemovalFailure';
  }
}

export interface RunOptions {
  /** Told the share done, 0…1, a few times a second at most. */
  onProgress?: (fraction: number) => void;
  /** Aborting ends the worker at once and rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * One background removal in its own worker (the tool page's worker and protocol), as a promise: for
 * callers that run one removal and wait for it, such as the editor. The worker is ended when the
 * removal finishes, fails or is cancelled. The image's pixels are handed to the worker (transferred).
 */
export function removeBackgroundInWorker(image: ImageData, settings: RemovalSettings, { onProgress, signal }: RunOptions = {}): Promise<RemovalOutput> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    let worker: Worker;
    try {
      worker = startWorker();
    } catch {
      reject(new RemovalFailure('worker'));
      return;
    }
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<RemovalReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress?.(reply.fraction);
        return;
      }
      end();
      if (reply.type === 'done') resolve(reply.output);
      else reject(new RemovalFailure(reply.code));
    };
    worker.onerror = () => {
      end();
      reject(new RemovalFailure('worker'));
    };
    const { data, width, height } = image;
    worker.postMessage({ id: 1, data, width, height, settings }, [data.buffer]);
  });
}

function abortError(): DOMException {
  return new DOMException('The background removal was cancelled.', 'AbortError');
}
