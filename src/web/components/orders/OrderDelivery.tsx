import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileInvoice } from '@tabler/icons-react';
import { trackingUrl } from '../../../shared/delivery/tracking';
import type { OrderDetail } from '../../api/orders';
import { invoiceUrl } from '../../api/shop';
import { useTranslation } from '../../translation/useTranslation';
import { ArrivesByLine } from './ArrivesBy';
import { OrderSection } from './OrderSection';

/** The order's delivery: when it arrives, the carrier's tracking link once shipped, and the PDF invoice. */
export function OrderDelivery({ order }: { order: Pick<OrderDetail, 'id' | 'arrivesBy' | 'shippingMethod' | 'trackingCarrier' | 'trackingNumber' | 'status'> }) {
  const { t } = useTranslation();
  const link = trackingUrl(order.trackingCarrier, order.trackingNumber);
  return (
    <>
      {(order.arrivesBy || order.trackingNumber) && (
        <OrderSection title={t('orders.tracking')} testId="order-tracking">
          <Stack gap="xs">
            {order.arrivesBy && <ArrivesByLine date={order.arrivesBy} method={order.shippingMethod} />}
            {order.trackingNumber && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {order.trackingCarrier} {order.trackingNumber}
              </Text>
            )}
            {link && (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" data-testid="tracking-link">
                {t('afterPay.trackParcel', { carrier: order.trackingCarrier ?? '' })} <IconExternalLink size={14} aria-hidden />
              </Anchor>
            )}
          </Stack>
        </OrderSection>
      )}
      {order.status !== 'pending_payment' && (
        <OrderSection title={t('afterPay.invoice')}>
          <Button component="a" href={invoiceUrl(order.id)} download variant="light" leftSection={<IconFileInvoice size={16} aria-hidden />} data-testid="download-invoice">
            {t('afterPay.downloadInvoice')}
          </Button>
        </OrderSection>
      )}
    </>
  );
}
