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
  const judged = cartLineResolution(line, options, refusal);
  if (!judged) return null;
  return (
    <ResolutionWarning
      resolution={judged.resolution}
      sizeIn={longerSideIn(options)}
      accepted={judged.accepted}
      onAccept={(yes) => yes && onAccept()}
      onPickSize={(size) => onOptions(withLongerSide(options, size))}
    />
  );
}
