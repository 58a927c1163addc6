import { Alert, Button, Card, Container, Group, Loader, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconFileInvoice, IconPackage, IconPrinter, IconSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useOrder } from '../../api/orders';
import { invoiceUrl, useDeliveryTimes } from '../../api/shop';
import { ArrivesByLine } from '../../components/orders/ArrivesBy';
import { OrderLoadFailed } from '../../components/orders/OrderLoadFailed';
import { usePageTitle } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

/**
 * /thank-you/:id: where the payment page returns a sticker order. The order number, the date it
 * arrives by and what happens until then (proof check, production, shipping); the order and its
 * invoice one click away. While the payment is still being recorded it asks again every 2 s.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id, { awaitingPayment: true });
  const times = useDeliveryTimes();
  usePageTitle(t('afterPay.thankYouTitle'));

  const orderLink = `/account/orders/${id}`;
  if (order.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (order.error || !order.data) return <OrderLoadFailed error={order.error} back={<Link to="/account/orders">{t('orders.back')}</Link>} />;
  const o = order.data;
  const waiting = o.status === 'pending_payment';
  const method = t(`orders.shippingMethod.${o.shippingMethod}`);

  return (
    <Container size={720}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light" style={{ flexShrink: 0 }}>
            {waiting ? <Loader size="sm" color="teal" /> : <IconCircleCheck size={32} aria-hidden />}
          </ThemeIcon>
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="thank-you-title">
              {waiting ? t('afterPay.thankYouWaiting') : t('afterPay.thankYouTitle')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('afterPay.orderNumber')}:{' '}
              <Text span fw={700} c="var(--mantine-color-text)" data-testid="thank-you-reference">
                {o.reference}
              </Text>
            </Text>
          </div>
        </Group>
        {!waiting && <Alert color="teal">{t('afterPay.receiptSent')}</Alert>}
        {o.arrivesBy && (
          <Card withBorder>
            <ArrivesByLine date={o.arrivesBy} method={o.shippingMethod} />
          </Card>
        )}
        <Card withBorder>
          <Title order={2} fz="lg" mb="md">
            {t('afterPay.whatNext')}
          </Title>
          <Timeline active={0} bulletSize={28} lineWidth={2}>
            <Timeline.Item bullet={<IconSearch size={14} aria-hidden />} title={t('afterPay.stepProof')}>
              <Text size="sm" c="dimmed">
                {t('afterPay.stepProofText')}
              </Text>
            </Timeline.Item>
            <Timeline.Item bullet={<IconPrinter size={14} aria-hidden />} title={t('afterPay.stepProduction')}>
              <Text size="sm" c="dimmed">
                {t('afterPay.stepProductionText', { days: times.data?.productionDays ?? '…' })}
              </Text>
            </Timeline.Item>
            <Timeline.Item bullet={<IconPackage size={14} aria-hidden />} title={t('afterPay.stepShipping')}>
              <Text size="sm" c="dimmed">
                {t('afterPay.stepShippingText', { method, days: times.data?.transitDays[o.shippingMethod] ?? '…' })}
              </Text>
            </Timeline.Item>
          </Timeline>
        </Card>
        <Group gap="sm">
          <Button component={Link} to={orderLink} data-testid="thank-you-order">
            {t('afterPay.viewOrder')}
          </Button>
          {!waiting && (
            <Button component="a" href={invoiceUrl(o.id)} download variant="light" leftSection={<IconFileInvoice size={16} aria-hidden />} data-testid="download-invoice">
              {t('afterPay.downloadInvoice')}
            </Button>
          )}
          <Button component={Link} to="/StickerLibrary" variant="subtle">
            {t('afterPay.keepShopping')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
