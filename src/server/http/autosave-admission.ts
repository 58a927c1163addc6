import type { MiddlewareHandler } from 'hono';
import { type AdmissionLimits, AdmissionQueue, admission } from './admission';
import type { AppEnv } from './env';

export const AUTOSAVE_BUSY_MESSAGE = 'Many designs are being saved right now. Your change is kept in this browser and will be saved in a moment.';

/**
 * One queue per instance for every auto-save write (decision 114): the editor's session save and the
 * open design's own save each carry a whole document every few seconds, so together they get at most
 * AUTOSAVE_MAX_IN_FLIGHT turns and one bounded queue. Keyed by the instance's limits (its config).
 */
const queues = new WeakMap<AdmissionLimits, AdmissionQueue>();

/** The instance's auto-save queue for its limits (one per config). */
export function autoSaveQueue(limits: AdmissionLimits): AdmissionQueue {
  let queue = queues.get(limits);
  if (!queue) {
    queue = new AdmissionQueue(limits);
    queues.set(limits, queue);
  }
  return queue;
}

/** Admits the auto-save writes `applies` picks through the instance's auto-save queue; past it 503 `autosave_busy`. */
export function autoSaveAdmission(limits: AdmissionLimits, applies: (method: string, path: string) => boolean): MiddlewareHandler<AppEnv> {
  return admission(autoSaveQueue(limits), { limits, code: 'autosave_busy', message: AUTOSAVE_BUSY_MESSAGE, applies });
}
