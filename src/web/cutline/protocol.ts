/** Messages between the page and the cutline worker. */
import type { CutlineOptions, CutlineResult } from '../../shared/cutline';

export interface CutlineRequest {
  /** Tells an answer to an earlier request apart from the current one. */
  id: number;
  /** Alpha per pixel, row by row; transferred to the worker. */
  mask: Uint8Array;
  width: number;
  height: number;
  options: CutlineOptions;
}

export type CutlineReply =
  /** The worker has started on this request (earlier ones are done). */
  { id: number; type: 'started' } | { id: number; type: 'done'; result: CutlineResult; ms: number } | { id: number; type: 'error'; message: string };
