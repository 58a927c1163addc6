import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { OrderItem, ProductionFailure } from '../../../shared/api/orders';
import { useTranslation } from '../../translation/useTranslation';
import { describeOptions, formatCents } from './format';

/** Why a line has no print file, as the customer and the shop read it. */
const FAILURE_TEXT = { art_not_drawable: 'orders.artNotDrawable', art_missing: 'orders.artMissing' } as const satisfies Record<ProductionFailure['code'], string>;

/** The lines of an order: the proof (what is printed), the options, quantity and prices. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      {items.map((item, i) => (
        <Paper key={item.id} withBorder p="sm" radius="md" data-testid="order-item">
          <Group align="flex-start" wrap="nowrap" gap="md">
            {item.proofUrl ? (
              <Anchor href={item.proofUrl} target="_blank" rel="noreferrer" aria-label={t('orders.openProof', { n: i + 1 })} style={{ flexShrink: 0 }}>
                <Image src={item.proofUrl} alt={t('orders.proofAlt', { n: i + 1 })} w={88} h={88} fit="contain" radius="sm" bg="gray.1" />
              </Anchor>
            ) : (
              <Paper w={88} h={88} bg="gray.1" radius="sm" style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
                <Text size="xs" c="dimmed" ta="center">
                  {t('orders.noProof')}
                </Text>
              </Paper>
            )}
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {describeOptions(item.options, t)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('orders.quantityTimesUnit', { quantity: item.quantity, unit: formatCents(item.unitCents, i18n.language) })}
              </Text>
              <Text size="sm" fw={600}>
                {formatCents(item.lineCents, i18n.language)}
              </Text>
              {item.replacementUrl && (
                <Badge variant="light" color="teal.9" w="fit-content">
                  {t('orders.replacementSent')}
                </Badge>
              )}
              {item.productionFailure && (
                <Text size="sm" c="red.9" role="alert" data-testid="production-failure">
                  {t(FAILURE_TEXT[item.productionFailure.code], { objects: item.productionFailure.objects.join(', ') })}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
