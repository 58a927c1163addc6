import { Alert, Button, Stack } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StickerOptions } from '../../../shared/sticker';
import { addDesignToCart } from '../../api/cart';
import { createDesign } from '../../api/designs';
import { errorMessage } from '../../api/errors';
import { addToGuestCart } from '../../api/guestCart';
import { useSession } from '../../api/session';
import { useTranslation } from '../../translation/useTranslation';
import { lowResolutionRefusal } from '../resolution/refusal';
import type { OrderResolution } from '../resolution/useOrderResolution';

/**
 * The Order button (decision 37): saves the design when it is not saved yet, adds it to the
 * cart with these options (the server renders the proof; a second press adds nothing more) and opens
 * /cart. A guest's line is kept in the browser and added to their cart once they sign in.
 */
export function OrderButton({
  designId,
  doc,
  options,
  name,
  label,
  resolution,
}: {
  designId: string | null;
  doc: unknown;
  options: StickerOptions;
  name: string;
  /** The button's text when not "Order" ("Add to cart" on /upload-pricing). */
  label?: string;
  /** The page's resolution check (useOrderResolution): "Print anyway" ticked, or a refusal to show. */
  resolution?: OrderResolution;
}) {
  const { t } = useTranslation();
  const viewer = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The design saved by a first press, reused by the next ones. */
  const saved = useRef<string | null>(designId);

  const accepting = resolution?.resolution?.level === 'veryLow' && resolution.accepted ? { acceptLowResolution: true } : {};

  async function order() {
    if (!viewer) {
      // A guest's line waits in this browser; /cart adds it to the account after sign-in.
      if (addToGuestCart({ name, doc, options, ...accepting })) navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
      else setError(t('cart.guestFull'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      saved.current ??= (await createDesign({ name, json: doc })).id;
      await addDesignToCart({ designId: saved.current, options, ...accepting });
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
