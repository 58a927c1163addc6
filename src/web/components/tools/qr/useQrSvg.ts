import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { type QrOptions, renderQrSvg, svgToDataUrl } from '../../../../shared/qr';

export interface QrSvgState {
  /** The SVG as a data URL for an <img>, or null while there is none (bad options, too much text). */
  src: string | null;
  /** Why there is no QR: an i18n key (qr.errors.*). */
  error: string | null;
}

/** The live preview of a QR code, redrawn shortly after the options stop changing (typing stays smooth). */
export function useQrSvg(options: QrOptions, delayMs = 120): QrSvgState {
  const [settled] = useDebouncedValue(options, delayMs);
  const [state, setState] = useState<QrSvgState>({ src: null, error: null });
  useEffect(() => {
    let current = true;
    void renderQrSvg(settled).then((result) => {
      if (!current) return;
      setState(result.ok ? { src: svgToDataUrl(result.value), error: null } : { src: null, error: result.error });
    });
    return () => {
      current = false;
    };
  }, [settled]);
  return state;
}
