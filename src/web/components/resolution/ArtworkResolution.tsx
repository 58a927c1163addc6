import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StickerOptions } from '../../../shared/sticker';
import { artworkResolution } from './artworkResolution';
import { ResolutionWarning } from './ResolutionWarning';
import { type OrderResolution, useOrderResolution } from './useOrderResolution';
import { longerSideIn, withLongerSide } from './withLongerSide';

/**
 * Upload-to-order's resolution check: the uploaded image's DPI at the chosen size, warned before the
 * Order button (which it hands the check, so "Print anyway" goes with the line).
 */
export function ArtworkResolution({
  art,
  options,
  onOptions,
  children,
}: {
  art: { src: string; width: number; height: number };
  options: StickerOptions;
  onOptions: (next: StickerOptions) => void;
  children: (resolution: OrderResolution) => ReactNode;
}) {
  const sizeIn = longerSideIn(options);
  const order = useOrderResolution(artworkResolution(art, sizeIn), sizeIn);
  return (
    <Stack gap="sm">
      {order.resolution ? (
        <ResolutionWarning
          resolution={order.resolution}
          sizeIn={sizeIn}
          accepted={order.accepted}
          onAccept={order.accept}
          onPickSize={(size) => onOptions(withLongerSide(options, size))}
        />
      ) : null}
      {children(order)}
    </Stack>
  );
}
