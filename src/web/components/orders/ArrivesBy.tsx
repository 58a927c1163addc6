import { Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { arrivesBy } from '../../../shared/delivery/arrives-by';
import { formatDeliveryDate } from '../../../shared/delivery/business-days';
import type { ShippingMethod } from '../../../shared/sticker';
import { useDeliveryTimes } from '../../api/shop';
import { localeTag } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** "Tuesday, July 7" in the reader's language. */
export function useDeliveryDate() {
  const { i18n } = useTranslation();
  return (date: string) => formatDeliveryDate(date, localeTag(i18n.language));
}

/** A date the stickers arrive by, with a truck. */
export function ArrivesByLine({ date, method, testId = 'arrives-by' }: { date: string; method?: ShippingMethod; testId?: string }) {
  const { t } = useTranslation();
  const format = useDeliveryDate();
  const text = method ? t('afterPay.arrivesByMethod', { date: format(date), method: t(`orders.shippingMethod.${method}`) }) : t('afterPay.arrivesBy', { date: format(date) });
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconTruckDelivery size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={600} data-testid={testId} data-date={date}>
        {text}
      </Text>
    </Group>
  );
}

/** The date an order placed now arrives by (cart and checkout), from the shop's delivery times. */
export function ArrivesByIfOrderedNow({ method }: { method: ShippingMethod }) {
  const { t } = useTranslation();
  const times = useDeliveryTimes();
  if (!times.data) return null;
  return (
    <div>
      <ArrivesByLine date={arrivesBy(times.data, method, new Date())} method={method} />
      <Text size="xs" c="dimmed" ml={24}>
        {t('afterPay.arrivesByNote', { production: times.data.productionDays, transit: times.data.transitDays[method] })}
      </Text>
    </div>
  );
}
