import { Alert, Button, Stack } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddDocumentToCart } from '../../../shared/api/cart';
import type { StickerOptions } from '../../../shared/sticker';
import { addDesignToCart, addDocumentToCart } from '../../api/cart';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../translation/useTranslation';
import { lowResolutionRefusal } from '../resolution/refusal';
import type { OrderResolution } from '../resolution/useOrderResolution';

/**
 * The Order button (decision 37): adds the design to the cart with these options — storing it first
 * when it is not saved yet, in the same call, as `keepAs` says — (the server renders the proof; a
 * second press adds nothing more) and opens /cart. Guests too: their cart is kept on the server (decision 88).
 */
export function OrderButton({
  designId,
  doc,
  options,
  name,
  label,
  resolution,
  keepAs = 'design',
}: {
  designId: string | null;
  doc: unknown;
  options: StickerOptions;
  name: string;
  /** The button's text when not "Order" ("Add to cart" on /upload-pricing). */
  label?: string;
  /** The page's resolution check (useOrderResolution): "Print anyway" ticked, or a refusal to show. */
  resolution?: OrderResolution;
  /** What unsaved work is kept as on the server (decision 97): one of the shopper's designs, or only the line's copy. */
  keepAs?: AddDocumentToCart['keepAs'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The design saved by a first press, reused by the next ones. */
  const saved = useRef<string | null>(designId);

  const accepting = resolution?.resolution?.level === 'veryLow' && resolution.accepted ? { acceptLowResolution: true } : {};

  async function order() {
    setBusy(true);
    setError(null);
    try {
      if (saved.current) await addDesignToCart({ designId: saved.current, options, ...accepting });
      else saved.current = (await addDocumentToCart({ name, json: doc, options, keepAs, ...accepting })).designId;
      navigate('/cart');
    } catch (e) {
      const refused = lowResolutionRefusal(e);
      // The page shows the server's measure with its "Print anyway" in place of its estimate.
      if (refused && resolution) resolution.refused(refused);
      else setError(errorMessage(e, t));
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button
        size="md"
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        onClick={order}
        loading={busy}
        disabled={resolution ? !resolution.accepted : false}
        data-testid="order-button"
      >
        {label ?? t('cart.order.button')}
      </Button>
      {error ? <Alert color="red">{error}</Alert> : null}
    </Stack>
  );
}
