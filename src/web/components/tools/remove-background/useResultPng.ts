import { useEffect, useState } from 'react';
import { encodePng } from './imageIo';
import type { RemovalOutput } from './protocol';

interface Encoded {
  png: Blob | null;
  url: string | null;
  error: string | null;
  /** The output this PNG was made from. */
  of: RemovalOutput | null;
}

/**
 * The removal's output as a PNG blob and an object URL to show it (revoked when replaced). While a newer
 * output is being encoded (after a refinement, say) the last picture stays on screen, but `png` is null,
 * so a download never hands over a stale file.
 */
export function useResultPng(output: RemovalOutput | null): { png: Blob | null; url: string | null; error: string | null } {
  const [state, setState] = useState<Encoded>({ png: null, url: null, error: null, of: null });

  useEffect(() => {
    if (!output) {
      setState({ png: null, url: null, error: null, of: null });
      return;
    }
    let cancelled = false;
    let url: string | null = null;
    encodePng(output.data, output.width, output.height).then(
      (png) => {
        if (cancelled) return;
        url = URL.createObjectURL(png);
        setState({ png, url, error: null, of: output });
      },
      () => !cancelled && setState({ png: null, url: null, error: 'bgremoval.errors.encode', of: output }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [output]);

  return { png: state.of === output ? state.png : null, url: state.url, error: state.error };
}
