/** Messages between the page and the background-removal worker. */

export interface RemovalSettings {
  tolerance: number;
  softEdges: boolean;
  removeHoles: boolean;
}

export const DEFAULT_SETTINGS: RemovalSettings = { tolerance: 6, softEdges: true, removeHoles: true };

export interface RemovalRequest {
  /** Tells answers to an earlier run apart from the current one. */
  id: number;
  /** A copy of the image's pixels: it is transferred, so the page keeps its own. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
  settings: RemovalSettings;
}

export interface RemovalOutput {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Share of the image border that matched the background (low: the background is not plain). */
  borderMatch: number;
  /** Share of the pixels kept (alpha ≥ 50 %). */
  keptShare: number;
}

export type RemovalReply =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; output: RemovalOutput }
  | { id: number; type: 'error'; code: string; message: string };
