import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { AnalyticsOverview } from '../../../shared/api/analytics.responses';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** The funnel visit → editor → saved design → cart → paid, with each step's share of visits. */
export function FunnelChart({ funnel }: { funnel: AnalyticsOverview['funnel'] }) {
  const { t, i18n } = useTranslation();
  const visits = funnel[0]?.count ?? 0;
  const data = funnel.map((s) => ({ step: t(`adminAnalytics.funnel.${s.step}`), count: s.count }));
  return (
    <Stack gap="xs">
      <BarChart h={220} data={data} dataKey="step" series={[{ name: 'count', label: t('adminAnalytics.funnel.count'), color: 'teal.6' }]} tickLine="y" />
      <Text size="sm" c="dimmed">
        {funnel
          .slice(1)
          .map((s) => `${t(`adminAnalytics.funnel.${s.step}`)} ${visits > 0 ? formatNumber(Math.round((s.count / visits) * 1000) / 10, i18n.language) : 0} %`)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
