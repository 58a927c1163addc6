import { Alert, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useOrder } from '../../api/orders';
import { useSession } from '../../api/session';
import { OrderDelivery } from '../../components/orders/OrderDelivery';
import { OrderBackLink, OrderHeading } from '../../components/orders/OrderHeading';
import { OrderItems } from '../../components/orders/OrderItems';
import { OrderLoadFailed } from '../../components/orders/OrderLoadFailed';
import { OrderSection } from '../../components/orders/OrderSection';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { OrderTotals } from '../../components/orders/OrderTotals';
import { ShippingAddress } from '../../components/orders/ShippingAddress';
import { usePageTitle } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/**
 * /orders/:id: a guest's order (decision 88), opened by this browser's guest cookie (back from paying)
 * or by the signed link of the order's mail (`?t=`), without an account. It shows the order and offers
 * to create an account, which takes the order once its address is verified.
 */
export function GuestOrderPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const viewer = useSession();
  const order = useOrder(id, { awaitingPayment: returned === 'success', token: params.get('t') ?? undefined });
  usePageTitle(order.data ? t('orders.reference', { reference: order.data.reference }) : t('orders.title'));

  const back = <OrderBackLink to="/cart" label={t('guestOrder.backToCart')} />;
  const body = () => {
    if (order.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
    if (order.error || !order.data) return <OrderLoadFailed error={order.error} back={back} />;
    const o = order.data;
    const signUp = `/login?${new URLSearchParams({ tab: 'signup', redirect: `/account/orders/${o.id}` })}`;
    return (
      <Stack gap="lg" data-testid="guest-order">
        <div>
          {back}
          <OrderHeading reference={o.reference} status={o.status} placed={t('orders.placed', { date: formatDate(o.createdAt, i18n.language) })} />
        </div>
        {o.status === 'pending_payment' && returned === 'success' && <Alert color="teal">{t('orders.paymentReceived')}</Alert>}
        {o.status === 'pending_payment' && returned === 'cancelled' && <Alert color="yellow">{t('orders.paymentCancelled')}</Alert>}
        {o.status === 'paid' && (
          <Alert color="teal" title={t('guestOrder.thanksTitle')} data-testid="guest-order-paid">
            {t('guestOrder.thanks')}
          </Alert>
        )}
        {viewer ? null : (
          <Card withBorder data-testid="guest-order-account">
            <Stack gap="xs" align="flex-start">
              <Title order={2} fz={18}>
                {t('guestOrder.accountTitle')}
              </Title>
              <Text size="sm">{t('guestOrder.account')}</Text>
              <Button component={Link} to={signUp} size="sm" variant="light" leftSection={<IconUserPlus size={16} aria-hidden />}>
                {t('guestOrder.createAccount')}
              </Button>
            </Stack>
          </Card>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <OrderSection title={t('orders.itemsTitle')} gap="sm">
              <OrderItems items={o.items} />
            </OrderSection>
            <Card withBorder>
              <OrderTotals order={o} />
            </Card>
          </Stack>
          <Stack gap="lg">
            {o.trackingNumber && (
              <OrderSection title={t('orders.tracking')}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {o.trackingCarrier} {o.trackingNumber}
                </Text>
              </OrderSection>
            )}
            <OrderDelivery order={o} />
            <OrderSection title={t('orders.shipTo')}>
              <ShippingAddress address={o.shippingAddress} />
            </OrderSection>
            <OrderSection title={t('orders.timeline')} gap="md">
              <OrderTimeline events={o.events} />
            </OrderSection>
          </Stack>
        </SimpleGrid>
        <Group>
          <Button component={Link} to="/StickerLibrary" variant="default">
            {t('guestOrder.keepShopping')}
          </Button>
        </Group>
      </Stack>
    );
  };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      {body()}
    </Container>
  );
}
