import { useState } from 'react';
import type { MeasuredResolution } from '../../../shared/design/print-resolution';
import type { StickerOptions } from '../../../shared/sticker';
import type { CartLine } from '../../api/cart';
import { cartLineResolution } from './cartLineResolution';
import { ResolutionWarning } from './ResolutionWarning';
import { longerSideIn, withLongerSide } from './withLongerSide';

/** A cart line's resolution warning at the options being edited, with its "Print anyway" and the sharp size. */
export function CartLineResolution({
  line,
  options,
  refusal,
  onOptions,
  onAccept,
}: {
  line: CartLine;
  options: StickerOptions;
  refusal?: MeasuredResolution | null;
  onOptions: (next: StickerOptions) => void;
  /** "Print anyway" ticked: the line is saved with the acceptance (unticking changes nothing on the server). */
  onAccept: () => void;
}) {
  /** The DPI the shopper just ticked "Print anyway" for: shown ticked while the server saves it. */
  const [tickedDpi, setTickedDpi] = useState<number | null>(null);
  const judged = cartLineResolution(line, options, refusal);
  if (!judged) return null;
  const { dpi } = judged.resolution;
  return (
    <ResolutionWarning
      resolution={judged.resolution}
      sizeIn={longerSideIn(options)}
      accepted={judged.accepted || tickedDpi === dpi}
      onAccept={(yes) => {
        if (!yes) return;
        setTickedDpi(dpi);
        onAccept();
      }}
      onPickSize={(size) => onOptions(withLongerSide(options, size))}
    />
  );
}
