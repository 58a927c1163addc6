import { useEffect, useState } from 'react';
import type { PlacedImage } from '../../../shared/design/image-dpi';
import { loadPreviewRenderer } from './loadPreviewRenderer';
import type { PreviewRenderer, StickerRender } from './previewRenderer';

export type RenderState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; renderer: PreviewRenderer; workspace: { width: number; height: number }; images: PlacedImage[] };

/** Loads the design into a hidden editor (disposed when the design changes or the page closes). */
export function useDesignRenderer(doc: unknown | null): RenderState {
  const [state, setState] = useState<RenderState>({ status: 'loading' });
  useEffect(() => {
    if (doc === null) return;
    let cancelled = false;
    let loaded: PreviewRenderer | null = null;
    setState({ status: 'loading' });
    loadPreviewRenderer()
      .then(({ PreviewRenderer }) => PreviewRenderer.load(doc))
      .then((renderer) => {
        loaded = renderer;
        if (cancelled) renderer.dispose();
        else setState({ status: 'ready', renderer, workspace: renderer.workspace, images: renderer.images() });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
      loaded?.dispose();
    };
  }, [doc]);
  return state;
}

/** The sticker image and mask at `multiplier`, re-rendered when it changes; the last render stays meanwhile. */
export function useStickerImage(renderer: PreviewRenderer | null, multiplier: number): { render: StickerRender | null; error: string | null; busy: boolean } {
  const [render, setRender] = useState<StickerRender | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!renderer) return;
    let cancelled = false;
    setBusy(true);
    // Let the page paint its busy state before the synchronous Fabric render.
    const timer = setTimeout(() => {
      renderer
        .render(multiplier)
        .then((next) => {
          if (cancelled) return;
          setRender(next);
          setError(null);
        })
        .catch((e: unknown) => {
          if (!cancelled) setError(e instanceof Error ? e.message : String(e));
        })
        .finally(() => {
          if (!cancelled) setBusy(false);
        });
    }, 30);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [renderer, multiplier]);
  return { render, error, busy };
}
