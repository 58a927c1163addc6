import type { RemovalOutput } from './protocol';

export type ResultNotice = 'nothingRemoved' | 'nothingLeft' | 'notPlain';

/**
 * What looks wrong with a removal's result, if anything: nothing removed (no plain background found),
 * nearly everything removed, or a border that did not look plain (a rough cut). The tool page warns;
 * the editor leaves the image unchanged for the first two.
 */
export function resultNotice({ borderMatch, keptShare }: Pick<RemovalOutput, 'borderMatch' | 'keptShare'>): ResultNotice | null {
  if (keptShare > 0.995) return 'nothingRemoved';
  if (keptShare < 0.005) return 'nothingLeft';
  if (borderMatch < 0.5) return 'notPlain';
  return null;
}
