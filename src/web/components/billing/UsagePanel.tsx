import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CreditsAnswer } from '../../api/credits';
import type { BillingAnswer } from '../../api/payments';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

function Meter({ label, used, limit, testId }: { label: string; used: number; limit: number | null; testId: string }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {limit === null ? `${n(used)} · ${t('billing.unlimited')}` : t('billing.ofLimit', { used: n(used), limit: n(limit) })}
      </Text>
      {limit !== null && limit > 0 && <Progress value={Math.min(100, (used / limit) * 100)} aria-label={label} />}
    </Stack>
  );
}

/** SPEC §9 usage: images this month, free credits left, one-time credits, saved designs used. */
export function UsagePanel({ credits, billing }: { credits: CreditsAnswer; billing: BillingAnswer }) {
  const { t, i18n } = useTranslation();
  const freeLeft = Math.max(0, credits.freeCredits - credits.freeCreditsUsed);
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('billing.usage')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <Meter label={t('billing.imagesThisMonth')} used={credits.monthlyImageCount} limit={credits.isAdmin ? null : credits.maxImages} testId="usage-images" />
        <Meter label={t('billing.freeCreditsLeft')} used={freeLeft} limit={credits.freeCredits} testId="usage-free" />
        <Stack gap={4} data-testid="usage-one-time">
          <Text size="sm" c="dimmed">
            {t('billing.oneTimeCredits')}
          </Text>
          <Text fw={700} fz="lg">
            {formatNumber(credits.oneTimeCredits, i18n.language)}
          </Text>
        </Stack>
        <Meter label={t('billing.savedDesignsUsed')} used={billing.savedDesigns.used} limit={billing.savedDesigns.limit} testId="usage-designs" />
      </SimpleGrid>
    </Card>
  );
}
