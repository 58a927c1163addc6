import { Badge } from '@mantine/core';
import type { CustomOrderStatus } from '../../../shared/api/custom-orders';
import { useTranslation } from '../../translation/useTranslation';

// Dark shades: white badge text must pass the contrast check.
const COLOURS: Record<CustomOrderStatus, string> = { new: 'blue.9', in_review: 'violet.9', quoted: 'cyan.9', accepted: 'teal.9', declined: 'red.9', closed: 'gray.7' };

export function CustomOrderStatusBadge({ status }: { status: CustomOrderStatus }) {
  const { t } = useTranslation();
  return <Badge color={COLOURS[status]}>{t(`adminPages.customOrders.status.${status}`)}</Badge>;
}
