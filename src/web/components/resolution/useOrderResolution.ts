import { useState } from 'react';
import { type LineResolution, lineResolution, type MeasuredResolution, resolutionAccepted } from '../../../shared/design/print-resolution';

export interface OrderResolution {
  /** At the chosen size; null when nothing was measured (no raster image). */
  resolution: LineResolution | null;
  /** The shopper ticked "Print anyway" for this DPI or a better one, or none is needed. */
  accepted: boolean;
  accept: (accepted: boolean) => void;
  /** The server refused the line with its own measure (it rendered the proof): that measure wins. */
  refused: (measured: MeasuredResolution) => void;
}

/** The resolution an Order button sends with: the page's estimate until the server answers with its own measure. */
export function useOrderResolution(estimate: MeasuredResolution | null, sizeIn: number): OrderResolution {
  const [server, setServer] = useState<MeasuredResolution | null>(null);
  const [acceptedDpi, setAcceptedDpi] = useState<number | null>(null);
  const measured = server ?? estimate;
  const resolution = measured ? lineResolution(measured, sizeIn) : null;
  return {
    resolution,
    accepted: resolution === null || resolutionAccepted(resolution.dpi, acceptedDpi),
    accept: (yes) => setAcceptedDpi(yes && resolution ? resolution.dpi : null),
    refused: setServer,
  };
}
