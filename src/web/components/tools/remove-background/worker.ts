/**
 * Runs the background removal off the main thread, so the page stays responsive and can show progress.
 * One request at a time; the page terminates the worker to abandon a run.
 */
import { BackgroundRemovalError, removeBackground } from '../../../../shared/bgremoval';
import type { RemovalReply, RemovalRequest } from './protocol';

/** The worker's global scope, typed by hand: the project compiles against the DOM library, not the worker one. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RemovalRequest>) => void) | null;
  postMessage(message: RemovalReply, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, data, width, height, settings } = event.data;
  const reply = (message: RemovalReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    let last = -1;
    const result = removeBackground(
      { data, width, height },
      {
        tolerance: settings.tolerance,
        edgeSoftness: settings.softEdges ? 1 : 0,
        removeHoles: settings.removeHoles,
        onProgress: (fraction) => {
          // A message per whole percent at most.
          const percent = Math.floor(fraction * 100);
          if (percent === last) return;
          last = percent;
          reply({ id, type: 'progress', fraction });
        },
      },
    );
    let kept = 0;
    for (const a of result.mask) if (a >= 128) kept++;
    const output = { data: result.data, width, height, borderMatch: result.borderMatch, keptShare: kept / result.mask.length };
    reply({ id, type: 'done', output }, [result.data.buffer]);
  } catch (error) {
    const code = error instanceof BackgroundRemovalError ? error.code : 'failed';
    reply({ id, type: 'error', code, message: error instanceof Error ? error.message : String(error) });
  }
};
