import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeToImageData, fetchSiteImage, ImageLoadError } from './imageIo';

export interface LoadedImage {
  /** The pixels to process (scaled down when very large). */
  image: ImageData;
  /** An object URL of the original, for the "before" view. */
  url: string;
  name: string;
  scaled: boolean;
}

/**
 * The image being worked on: loaded from a file or a URL of this site, decoded to pixels, with its
 * object URL revoked when replaced or when the page closes. Errors are i18n keys.
 */
export function useImageSource() {
  const [loaded, setLoaded] = useState<LoadedImage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(0);

  useEffect(() => () => void (loaded && URL.revokeObjectURL(loaded.url)), [loaded]);

  const load = useCallback(async (blob: Promise<Blob> | Blob, name: string) => {
    const mine = ++attempt.current;
    setLoading(true);
    setError(null);
    try {
      const data = await blob;
      const { image, scaled } = await decodeToImageData(data);
      if (mine !== attempt.current) return;
      setLoaded({ image, url: URL.createObjectURL(data), name, scaled });
    } catch (e) {
      if (mine !== attempt.current) return;
      setError(e instanceof ImageLoadError ? e.messageKey : 'bgremoval.errors.decode');
    } finally {
      if (mine === attempt.current) setLoading(false);
    }
  }, []);

  return {
    loaded,
    loading,
    error,
    setError,
    loadFile: useCallback((file: File) => load(file, file.name), [load]),
    loadUrl: useCallback((url: string, name: string) => load(fetchSiteImage(url), name), [load]),
    clear: useCallback(() => {
      attempt.current++;
      setLoaded(null);
      setLoading(false);
      setError(null);
    }, []),
  };
}
