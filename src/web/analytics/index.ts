import type { BrowserEvent } from '../../shared/analytics/constants';
import { trackingRefused } from './privacy';
import type { RouterLike } from './types';

/**
 * Analytics in the browser (decision 41). This file is all the landing page carries: the recorder
 * (recorder.ts) is its own chunk, loaded when the browser is first idle after the page has shown — and
 * never when Do Not Track or Global Privacy Control is on. `track` may be called any time: events wait
 * for the recorder (a few at most).
 */

interface Recorder {
  track(name: BrowserEvent): void;
}

let recorder: Recorder | null = null;
let waiting: BrowserEvent[] | null = null;

export function startAnalytics(router: RouterLike): void {
  if (waiting || recorder || trackingRefused()) return;
  waiting = [];
  const load = () =>
    import('./recorder').then(({ startRecorder }) => {
      recorder = startRecorder(router);
      for (const name of waiting ?? []) recorder.track(name);
      waiting = null;
    });
  if ('requestIdleCallback' in window) requestIdleCallback(() => void load(), { timeout: 5000 });
  else setTimeout(() => void load(), 2000);
}

/** Records a funnel step or another named action (nothing when tracking is refused). */
export function track(name: BrowserEvent): void {
  if (recorder) recorder.track(name);
  else if (waiting && waiting.length < 20) waiting.push(name);
}
