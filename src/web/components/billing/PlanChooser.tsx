import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PLANS, type PlanId } from '../../../shared/plans';
import { formatNumber, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

export const SOLD_PLANS = ['bronze', 'silver', 'gold', 'platinum'] as const satisfies readonly PlanId[];
export type SoldPlan = (typeof SOLD_PLANS)[number];

const rank = (plan: PlanId) => (SOLD_PLANS as readonly PlanId[]).indexOf(plan);

/**
 * The sold plans with one action each: Choose (no running subscription: a subscription checkout),
 * Upgrade / Downgrade (a running one), or the current plan.
 */
export function PlanChooser({ current, subscribed, busy, onChoose }: { current: PlanId; subscribed: boolean; busy: string | null; onChoose: (plan: SoldPlan) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {SOLD_PLANS.map((id) => {
        const plan = PLANS[id];
        const isCurrent = subscribed && current === id;
        const label = !subscribed ? t('billing.choose') : isCurrent ? t('billing.current') : rank(id) > rank(current) ? t('billing.upgrade') : t('billing.downgrade');
        return (
          <Card key={id} data-testid={`plan-${id}`} style={isCurrent ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}>
            <Stack gap={6} h="100%">
              <Group justify="space-between" gap={4}>
                <Title order={3} fz="lg">
                  {t(`plans.${id}.name`)}
                </Title>
                {isCurrent && <Badge color="teal.9">{t('pricing.current')}</Badge>}
              </Group>
              <Text fw={800} fz="xl">
                {plan.price ? t('billing.perMonth', { price: formatPrice(plan.price, lng) }) : null}
              </Text>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t('pricing.imageCredits', { formatted: formatNumber(plan.maxImages, lng) })} · {t('pricing.savedDesigns', { formatted: formatNumber(plan.maxSavedDesigns, lng) })}
              </Text>
              <Button
                variant={isCurrent ? 'default' : 'light'}
                disabled={isCurrent || (busy !== null && busy !== `plan-${id}`)}
                loading={busy === `plan-${id}`}
                onClick={() => onChoose(id)}
                aria-label={`${label}: ${t(`plans.${id}.name`)}`}
              >
                {label}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
