import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRepeat, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { customerMayCancel } from '../../../shared/orders/status';
import { cancelMyOrder, type OrderDetail, orderKeys, reorderMyOrder, useOrder } from '../../api/orders';
import { notify } from '../../components/notify';
import { orderErrorMessage } from '../../components/orders/format';
import { HoldActions } from '../../components/orders/HoldActions';
import { OrderDelivery } from '../../components/orders/OrderDelivery';
import { OrderBackLink, OrderHeading } from '../../components/orders/OrderHeading';
import { OrderItems } from '../../components/orders/OrderItems';
import { OrderLoadFailed } from '../../components/orders/OrderLoadFailed';
import { OrderSection } from '../../components/orders/OrderSection';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { OrderTotals } from '../../components/orders/OrderTotals';
import { PayOrderButton } from '../../components/orders/PayOrderButton';
import { ShippingAddress } from '../../components/orders/ShippingAddress';
import { whenModalsReady } from '../../components/overlays/modalsReady';
import { usePageTitle } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /account/orders/:id: one order with its proofs, totals, address, tracking, timeline and actions. */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  // Back from the payment page (a cart checkout or an order paid here, decision 71).
  const returned = useSearchParams()[0].get('checkout');
  const order = useOrder(id, { awaitingPayment: returned === 'success' });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cancel' | 'reorder' | null>(null);
  usePageTitle(order.data ? t('orders.reference', { reference: order.data.reference }) : t('orders.title'));

  const changed = (next: OrderDetail) => {
    qc.setQueryData(orderKeys.one(next.id), next);
    void qc.invalidateQueries({ queryKey: orderKeys.mine });
  };
  const cancel = async () => {
    setBusy('cancel');
    try {
      changed(await cancelMyOrder(id));
      notify('success', t('orders.cancelled'));
    } catch (error) {
      notify('error', orderErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  const askCancel = () =>
    whenModalsReady((modals) =>
      modals.openConfirmModal({
        title: t('orders.cancelConfirmTitle'),
        children: <Text size="sm">{t('orders.cancelConfirm')}</Text>,
        labels: { confirm: t('orders.cancel'), cancel: t('orders.cancelKeep') },
        confirmProps: { color: 'red.9' },
        onConfirm: () => void cancel(),
      }),
    );
  const reorder = async () => {
    setBusy('reorder');
    try {
      const created = await reorderMyOrder(id);
      changed(created);
      notify('success', t('orders.reordered'));
      navigate(`/account/orders/${created.id}`);
    } catch (error) {
      notify('error', orderErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  const back = <OrderBackLink to="/account/orders" label={t('orders.back')} />;
  if (order.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (order.error || !order.data) return <OrderLoadFailed error={order.error} back={back} />;
  const o = order.data;
  const cancelButton = customerMayCancel(o.status) ? (
    <Button color="red.9" variant="outline" leftSection={<IconX size={16} aria-hidden />} loading={busy === 'cancel'} disabled={!!busy} onClick={askCancel}>
      {t('orders.cancel')}
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <div>
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <OrderHeading reference={o.reference} status={o.status} placed={t('orders.placed', { date: formatDate(o.createdAt, i18n.language) })} />
          <Group gap="sm">
            <Button leftSection={<IconRepeat size={16} aria-hidden />} loading={busy === 'reorder'} disabled={!!busy} onClick={() => void reorder()}>
              {t('orders.reorder')}
            </Button>
            {o.status !== 'on_hold' && cancelButton}
          </Group>
        </Group>
      </div>
      {o.status === 'pending_payment' && returned === 'cancelled' && (
        <Alert color="yellow" data-testid="payment-cancelled">
          {t('orders.paymentCancelled')}
        </Alert>
      )}
      {o.status === 'pending_payment' && returned === 'success' && <Alert color="teal">{t('orders.paymentReceived')}</Alert>}
      {o.status === 'pending_payment' && !o.payableOnline && returned !== 'success' && <Alert color="gray">{t('orders.pendingPayment')}</Alert>}
      {o.payableOnline && returned !== 'success' && (
        <Alert color="gray" data-testid="order-payable">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('orders.pendingPaymentPayable')}</Text>
            <PayOrderButton order={o} disabled={!!busy} onRefused={() => void order.refetch()} />
          </Stack>
        </Alert>
      )}
      {o.status === 'on_hold' && <HoldActions order={o} onChanged={changed} cancelButton={cancelButton} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <OrderSection title={t('orders.itemsTitle')} gap="sm">
            <OrderItems items={o.items} />
            <Text size="xs" c="dimmed" mt="sm">
              {t('orders.proofNote')}
            </Text>
          </OrderSection>
          <Card withBorder>
            <OrderTotals order={o} />
          </Card>
        </Stack>
        <Stack gap="lg">
          <OrderDelivery order={o} />
          <OrderSection title={t('orders.shipTo')}>
            <ShippingAddress address={o.shippingAddress} />
          </OrderSection>
          <OrderSection title={t('orders.timeline')} gap="md">
            <OrderTimeline events={o.events} />
          </OrderSection>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
