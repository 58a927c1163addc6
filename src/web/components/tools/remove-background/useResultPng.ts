import { useEffect, useState } from 'react';
import { encodePng } from './imageIo';
import type { RemovalOutput } from './protocol';

/** The removal's output as a PNG blob and an object URL to show it (revoked when replaced). */
export function useResultPng(output: RemovalOutput | null): { png: Blob | null; url: string | null; error: string | null } {
  const [state, setState] = useState<{ png: Blob | null; url: string | null; error: string | null }>({ png: null, url: null, error: null });

  useEffect(() => {
    if (!output) {
      setState({ png: null, url: null, error: null });
      return;
    }
    let cancelled = false;
    let url: string | null = null;
    encodePng(output.data, output.width, output.height).then(
      (png) => {
        if (cancelled) return;
        url = URL.createObjectURL(png);
        setState({ png, url, error: null });
      },
      () => !cancelled && setState({ png: null, url: null, error: 'bgremoval.errors.encode' }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [output]);

  return state;
}
