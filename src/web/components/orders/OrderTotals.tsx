import { Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '../../../shared/api/orders';
import { stickerLabelKey } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { formatCents } from './format';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, shipping, each tax, total, and what was refunded. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Stack gap={6} data-testid="order-totals">
      <Row label={t('orders.subtotal')} value={money(order.subtotalCents)} />
      <Row label={t('orders.shippingLine', { method: t(stickerLabelKey.shipping(order.shippingMethod)) })} value={money(order.shippingCents)} />
      {order.taxLines.map((tax) => (
        <Row key={tax.code} label={tax.label} value={money(tax.amountCents)} />
      ))}
      <Divider />
      <Row label={t('orders.total')} value={money(order.totalCents)} strong />
      {order.refundedCents > 0 && <Row label={t('orders.refunded')} value={`− ${money(order.refundedCents)}`} />}
    </Stack>
  );
}
