/**
 * Runs the cutline engine off the main thread, so sliders stay smooth while a large design is traced.
 * Requests are answered in order; the page discards answers to requests it has since replaced.
 */
import { cutline } from '../../shared/cutline';
import type { CutlineReply, CutlineRequest } from './protocol';

/** The worker's global scope, typed by hand: the project compiles against the DOM library, not the worker one. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CutlineRequest>) => void) | null;
  postMessage(message: CutlineReply): void;
};

scope.onmessage = (event) => {
  const { id, mask, width, height, options } = event.data;
  scope.postMessage({ id, type: 'started' });
  try {
    const start = performance.now();
    const result = cutline(mask, width, height, options);
    scope.postMessage({ id, type: 'done', result, ms: performance.now() - start });
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
