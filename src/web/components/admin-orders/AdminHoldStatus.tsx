import { Alert, Text } from '@mantine/core';
import type { AdminOrderDetail } from '../../api/orders';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/**
 * The artwork hold as the shop follows it: while on hold, the note sent and until when the customer has to
 * answer; once answered, the customer's answer (replacement approved, or the art as it is) until the order moves on.
 */
export function AdminHoldStatus({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  if (order.status === 'on_hold' && order.holdNote) {
    return (
      <Alert color="orange" mb="lg" title={t('adminOrders.onHoldBecause')} data-testid="admin-hold-status">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {order.holdNote}
        </Text>
        {order.holdAnswerBy && (
          <Text size="xs" mt="xs" c="dimmed">
            {t('adminOrders.holdAnswerBy', { date: formatDate(order.holdAnswerBy, i18n.language) })}
          </Text>
        )}
      </Alert>
    );
  }
  const last = order.events.at(-1);
  if (last?.from !== 'on_hold' || last.actorKind !== 'customer') return null;
  return (
    <Alert color="teal" mb="lg" title={t('adminOrders.holdAnswered', { date: formatDate(last.at, i18n.language, true) })} data-testid="admin-hold-answer">
      <Text size="sm">{last.note}</Text>
    </Alert>
  );
}
