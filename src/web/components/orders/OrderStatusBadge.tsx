import { Badge } from '@mantine/core';
import type { OrderStatus } from '../../../shared/orders/status';
import { useTranslation } from '../../translation/useTranslation';

/** Dark shades: white text on them passes WCAG AA. */
const COLOURS: Record<OrderStatus, string> = {
  pending_payment: 'gray.7',
  paid: 'blue.8',
  in_production: 'indigo.8',
  on_hold: 'orange.9',
  shipped: 'teal.9',
  delivered: 'green.9',
  cancelled: 'dark.4',
  refunded: 'grape.8',
};

export function OrderStatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} size={size} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
