import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderStatus } from '../../../shared/orders/status';
import { useTranslation } from '../../translation/useTranslation';
import { OrderStatusBadge } from './OrderStatusBadge';

/** The link back to the order list above an order's page. */
export function OrderBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mb="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} aria-hidden /> {label}
    </Anchor>
  );
}

/** "Order ABCD1234" with its status and when it was placed. */
export function OrderHeading({ reference, status, placed }: { reference: string; status: OrderStatus; placed: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('orders.reference', { reference })}
      </Title>
      <Group gap="xs">
        <OrderStatusBadge status={status} size="lg" />
        <Text size="sm" c="dimmed">
          {placed}
        </Text>
      </Group>
    </Stack>
  );
}
