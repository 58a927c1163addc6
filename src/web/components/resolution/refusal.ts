import type { MeasuredResolution } from '../../../shared/design/print-resolution';
import { ApiError } from '../../api/client';

/** The server's measure when it refused a line for its resolution (`low_resolution`), else null. */
export function lowResolutionRefusal(error: unknown): MeasuredResolution | null {
  if (!(error instanceof ApiError) || error.code !== 'low_resolution') return null;
  const details = error.details as { dpi?: unknown; sizeIn?: unknown } | undefined;
  const dpi = Number(details?.dpi);
  const sizeIn = Number(details?.sizeIn);
  return dpi > 0 && sizeIn > 0 ? { dpi, sizeIn } : null;
}
