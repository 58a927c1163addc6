import { useCallback, useMemo, useState } from 'react';
import { composeRefined, type RefineOp, replayOps } from '../../../../shared/bgremoval/refine';
import type { RemovalOutput } from './protocol';

const NONE: RefineOp[] = [];

/**
 * The user's refinements (brush strokes, region clicks) as a list of operations, with undo, and the
 * removal's output with them applied: that refined output is what is shown, downloaded and added to a
 * design. The list is cleared when another image is opened, and kept when the removal is redone with
 * other settings.
 */
export function useRefinements(original: ImageData | null, output: RemovalOutput | null) {
  // The list belongs to one image: another image starts with none.
  const [state, setState] = useState<{ image: ImageData | null; ops: RefineOp[] }>({ image: original, ops: [] });
  const ops = state.image === original ? state.ops : NONE;
  const update = useCallback((change: (ops: RefineOp[]) => RefineOp[]) => setState((s) => ({ image: original, ops: change(s.image === original ? s.ops : []) })), [original]);

  const refined = useMemo(() => {
    if (!output || !original || ops.length === 0 || original.width !== output.width || original.height !== output.height) return output;
    const overrides = replayOps(original, ops);
    const data = composeRefined(output.data, original.data, overrides, output.width, new Uint8ClampedArray(output.data.length));
    return { ...output, data };
  }, [output, original, ops]);

  return {
    ops,
    refined,
    add: useCallback((op: RefineOp) => update((list) => [...list, op]), [update]),
    undo: useCallback(() => update((list) => list.slice(0, -1)), [update]),
    reset: useCallback(() => update(() => []), [update]),
  };
}
