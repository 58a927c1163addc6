import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PLANS } from '../../../shared/plans';
import type { BillingAnswer } from '../../api/payments';
import { formatDate, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const LIVE = new Set(['active', 'trialing', 'past_due']);
export const isLive = (billing: BillingAnswer) => LIVE.has(billing.status ?? '');

/** The current plan, its status and period, and the ways to cancel, resume or manage billing. */
export function CurrentPlanCard({
  billing,
  busy,
  onCancel,
  onResume,
  onManage,
}: {
  billing: BillingAnswer;
  busy: string | null;
  onCancel: () => void;
  onResume: () => void;
  onManage: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const plan = PLANS[billing.plan];
  const live = isLive(billing);
  return (
    <Card data-testid="current-plan">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('billing.currentPlan')}
        </Text>
        <Group gap="sm">
          <Title order={2} fz={26} data-testid="current-plan-name">
            {t(`plans.${billing.plan}.name`)}
          </Title>
          {billing.status && <Badge variant="light">{t(`billing.status.${billing.status}`, { defaultValue: billing.status })}</Badge>}
        </Group>
        {plan.price && plan.price.amountCents > 0 && <Text fw={700}>{t('billing.perMonth', { price: formatPrice(plan.price, lng) })}</Text>}
        {live && billing.currentPeriodEnd && (
          <Text size="sm" data-testid="period-note">
            {billing.cancelAtPeriodEnd
              ? t('billing.endsOn', { date: formatDate(billing.currentPeriodEnd, lng) })
              : t('billing.renewsOn', { date: formatDate(billing.currentPeriodEnd, lng) })}
          </Text>
        )}
        {!live && billing.plan === 'free' && (
          <Text size="sm" c="dimmed">
            {t('billing.freePlanNote')}
          </Text>
        )}
        <Group gap="sm" mt="xs">
          {live && !billing.cancelAtPeriodEnd && (
            <Button variant="default" color="red" onClick={onCancel} loading={busy === 'cancel'} disabled={busy !== null && busy !== 'cancel'}>
              {t('billing.cancel')}
            </Button>
          )}
          {live && billing.cancelAtPeriodEnd && (
            <Button variant="light" onClick={onResume} loading={busy === 'resume'} disabled={busy !== null && busy !== 'resume'}>
              {t('billing.resume')}
            </Button>
          )}
          {billing.hasPortal && (
            <Button variant="subtle" onClick={onManage} loading={busy === 'portal'}>
              {t('billing.manage')}
            </Button>
          )}
        </Group>
        {billing.hasPortal && (
          <Text size="xs" c="dimmed">
            {t('billing.manageNote')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
