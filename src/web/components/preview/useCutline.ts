import { useEffect, useState } from 'react';
import type { CutlineOptions, CutlineResult } from '../../../shared/cutline';
import { computeCutline } from '../../cutline/cutlineClient';
import type { AlphaMaskImage } from '../../cutline/mask';

export type CutlineState =
  | { status: 'idle' }
  | { status: 'running'; previous: CutlineResult | null }
  | { status: 'done'; result: CutlineResult; ms: number; options: CutlineOptions }
  | { status: 'error'; message: string; previous: CutlineResult | null };

function lastResult(state: CutlineState): CutlineResult | null {
  if (state.status === 'done') return state.result;
  if (state.status === 'running' || state.status === 'error') return state.previous;
  return null;
}

/**
 * The cutline of `mask`, traced in the worker each time the mask or the options change. The previous
 * path stays on screen while the next is traced; a superseded trace is dropped by the client.
 */
export function useCutline(mask: AlphaMaskImage | null, options: CutlineOptions): CutlineState {
  const [state, setState] = useState<CutlineState>({ status: 'idle' });
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `options` (a new object each render).
  useEffect(() => {
    if (!mask) return;
    let active = true;
    setState((prev) => ({ status: 'running', previous: lastResult(prev) }));
    // The worker takes ownership of what it is sent: send a copy, keep the mask for the next change.
    computeCutline(mask.mask.slice(), mask.width, mask.height, options)
      .then((answer) => {
        if (answer && active) setState({ status: 'done', result: answer.result, ms: answer.ms, options });
      })
      .catch((error: unknown) => {
        if (active) setState((prev) => ({ status: 'error', message: error instanceof Error ? error.message : String(error), previous: lastResult(prev) }));
      });
    return () => {
      active = false;
    };
  }, [mask, key]);
  return state;
}

export { lastResult as cutlineOnScreen };
