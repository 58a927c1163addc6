import { Button } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import type { OrderDetail } from '../../api/orders';
import { newIdempotencyKey, startCheckout } from '../../api/payments';
import type { TFunction } from '../../translation/translator';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { formatCents } from './format';

/** Refusals of paying an existing order in the reader's language; the rest as for any payment. */
function payErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'price_changed') return t('orders.errors.priceChanged');
  if (error instanceof ApiError && error.code === 'order_not_payable') return t('orders.errors.notPayable');
  return errorMessage(error, t);
}

/**
 * "Pay CA$12.34" on an order waiting for payment (a reorder, an order the shop entered): starts the
 * checkout for the total shown. When today's prices differ, the server updates the order and refuses;
 * the page then shows the new total (`onRefused` refetches) and the shopper presses again (decision 71).
 */
export function PayOrderButton({ order, onRefused, disabled }: { order: OrderDetail; onRefused: () => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  // One key per press: a double click within the press opens the same checkout.
  const key = useRef<string | null>(null);
  const pay = async () => {
    setBusy(true);
    key.current ??= newIdempotencyKey();
    try {
      const url = await startCheckout({ purpose: 'order-payment', orderId: order.id, expectedTotalCents: order.totalCents, idempotencyKey: key.current });
      window.location.assign(url);
    } catch (error) {
      key.current = null;
      notify('error', payErrorMessage(error, t));
      onRefused();
      setBusy(false);
    }
  };
  return (
    <Button leftSection={<IconCreditCard size={16} aria-hidden />} loading={busy} disabled={disabled} onClick={() => void pay()} data-testid="pay-order">
      {t('orders.payNow', { total: formatCents(order.totalCents, i18n.language) })}
    </Button>
  );
}
