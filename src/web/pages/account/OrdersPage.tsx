import { Alert, Anchor, Button, Card, EmptyState, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMyOrders } from '../../api/orders';
import { invoiceUrl } from '../../api/shop';
import { formatCents, orderErrorMessage } from '../../components/orders/format';
import { OrderStatusBadge } from '../../components/orders/OrderStatusBadge';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /account/orders: the customer's orders, newest first, each opening its detail. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const orders = useMyOrders();
  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.intro')} />
      {orders.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {orders.error && (
        <Alert color="red" role="alert">
          {orderErrorMessage(orders.error, t)}
        </Alert>
      )}
      {orders.data && orders.data.length === 0 && (
        <Paper withBorder p={{ base: 'lg', sm: 48 }}>
          <EmptyState variant="light" icon={<IconPackage size={32} aria-hidden />} title={t('orders.emptyTitle')} description={t('orders.emptyText')}>
            <EmptyState.Actions>
              <Button component={Link} to="/StickerLibrary">
                {t('orders.browse')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      )}
      <Stack gap="sm">
        {orders.data?.map((order) => (
          <Stack key={order.id} gap={4}>
            <Card
              withBorder
              padding="md"
              radius="md"
              component={Link}
              to={`/account/orders/${order.id}`}
              data-testid="order-card"
              aria-label={t('orders.open', { reference: order.reference })}
            >
              <Group wrap="nowrap" align="center" gap="md">
                {order.firstProofUrl ? (
                  <Image src={order.firstProofUrl} alt="" w={64} h={64} fit="contain" radius="sm" bg="gray.1" style={{ flexShrink: 0 }} />
                ) : (
                  <Paper w={64} h={64} bg="gray.1" radius="sm" style={{ flexShrink: 0 }} />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={700}>{t('orders.reference', { reference: order.reference })}</Text>
                    <OrderStatusBadge status={order.status} size="sm" />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('orders.placed', { date: formatDate(order.createdAt, i18n.language) })} · {t('orders.items', { count: order.itemCount })}
                  </Text>
                </Stack>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(order.totalCents, i18n.language)}
                </Text>
              </Group>
            </Card>
            {order.status !== 'pending_payment' && (
              <Anchor href={invoiceUrl(order.id)} download size="sm" ta="right" data-testid="order-invoice">
                {t('afterPay.downloadInvoice')}
              </Anchor>
            )}
          </Stack>
        ))}
      </Stack>
    </>
  );
}
