import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderItem, ProductionFailure } from '../../../shared/api/orders';
import { useTranslation } from '../../translation/useTranslation';
import { ProofFactsList, ProofPicture } from '../cart/CartProof';
import { ProofLayout } from '../cart/ProofLayout';
import { describeOptions, formatCents } from './format';

/** Why a line has no print file, as the customer and the shop read it. */
const FAILURE_TEXT = { art_not_drawable: 'orders.artNotDrawable', art_missing: 'orders.artMissing' } as const satisfies Record<ProductionFailure['code'], string>;

/** The lines of an order: the proof (what is printed), the options, quantity and prices. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {items.map((item, i) => (
        <Paper key={item.id} withBorder p="sm" radius="md" data-testid="order-item">
          {item.proofUrl ? (
            <ProofLayout
              picture={
                <ProofPicture url={item.proofUrl} name={describeOptions(item.options, t)} alt={t('orders.proofAlt', { n: i + 1 })} facts={item.proofFacts} options={item.options} />
              }
              facts={<ProofFactsList facts={item.proofFacts} options={item.options} />}
            >
              <LineDetails item={item} />
            </ProofLayout>
          ) : (
            <Group align="flex-start" wrap="nowrap" gap="md">
              <Paper w={88} h={88} bg="gray.1" radius="sm" style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
                <Text size="xs" c="dimmed" ta="center">
                  {t('orders.noProof')}
                </Text>
              </Paper>
              <LineDetails item={item} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** What was ordered on a line: the options, quantity, prices, and what happened to it since. */
function LineDetails({ item }: { item: OrderItem }) {
  const { t, i18n } = useTranslation();
  return (
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
  );
}
