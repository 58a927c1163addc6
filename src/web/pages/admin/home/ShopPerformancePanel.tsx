import '@mantine/charts/styles.css';
import { AreaChart, LineChart } from '@mantine/charts';
import { Alert, Anchor, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../../../../shared/analytics/constants';
import type { AnalyticsOverview } from '../../../../shared/api/analytics.responses';
import { useAnalyticsOverview } from '../../../api/analytics';
import { errorMessage } from '../../../api/errors';
import { FigureCard } from '../../../components/admin-analytics/FigureCard';
import { FunnelChart } from '../../../components/admin-analytics/FunnelChart';
import { formatNumber, formatPrice } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';

/**
 * "How the shop is doing" on the back office's home (decision 41): sales today vs yesterday
 * and over 7/30/90 days, orders, average order, new and verified users, AI generations, the funnel and
 * daily charts. Every figure with a list behind it links to that list.
 */
export function ShopPerformancePanel() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AnalyticsRange>(30);
  const overview = useAnalyticsOverview(range);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('adminAnalytics.title')}
        </Title>
        <SegmentedControl
          aria-label={t('adminAnalytics.range')}
          value={String(range)}
          onChange={(value) => setRange(Number(value) as AnalyticsRange)}
          data={ANALYTICS_RANGES.map((days) => ({ value: String(days), label: t('adminAnalytics.days', { count: days }) }))}
        />
      </Group>
      {overview.data ? (
        <Figures overview={overview.data} />
      ) : overview.error ? (
        <Alert color="red">{errorMessage(overview.error, t)}</Alert>
      ) : (
        <Loader aria-label={t('adminAnalytics.loading')} />
      )}
    </Stack>
  );
}

function Figures({ overview }: { overview: AnalyticsOverview }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const money = (cents: number) => formatPrice({ amountCents: cents, currency: overview.currency }, lng);
  const number = (n: number) => formatNumber(n, lng);
  const { sales, users } = overview;
  const today = new Date().toISOString().slice(0, 10);
  const change = sales.yesterdayCents > 0 ? Math.round(((sales.todayCents - sales.yesterdayCents) / sales.yesterdayCents) * 100) : null;
  const days = overview.series.map((d) => ({ ...d, day: d.day.slice(5), sales: d.salesCents / 100 }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <FigureCard
          label={t('adminAnalytics.salesToday')}
          value={money(sales.todayCents)}
          to={`/admin/orders?status=paid&from=${today}`}
          hint={
            <>
              {change !== null && change !== 0 ? (
                change > 0 ? (
                  <IconArrowUpRight size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                ) : (
                  <IconArrowDownRight size={16} color="var(--mantine-color-red-7)" aria-hidden />
                )
              ) : null}
              <Text size="sm" c="dimmed">
                {t('adminAnalytics.vsYesterday', { amount: money(sales.yesterdayCents) })}
              </Text>
            </>
          }
        />
        <FigureCard label={t('adminAnalytics.salesRange', { count: overview.range })} value={money(sales.rangeCents)} to={`/admin/orders?from=${overview.since}`} />
        <FigureCard label={t('adminAnalytics.orders')} value={number(sales.orders)} to={`/admin/orders?from=${overview.since}`} />
        <FigureCard label={t('adminAnalytics.averageOrder')} value={money(sales.averageOrderCents)} to={`/admin/orders?from=${overview.since}`} />
        <FigureCard label={t('adminAnalytics.newUsers')} value={number(users.newUsers)} to={`/admin/users?since=${overview.since}`} />
        <FigureCard label={t('adminAnalytics.verifiedUsers')} value={number(users.verifiedUsers)} to={`/admin/users?since=${overview.since}&verified=1`} />
        <FigureCard label={t('adminAnalytics.generations')} value={number(overview.generations)} />
        <FigureCard label={t('adminAnalytics.activeSessions')} value={number(overview.activeSessions)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md">
          <Text fw={600} mb="sm">
            {t('adminAnalytics.salesChart')}
          </Text>
          <AreaChart
            h={220}
            data={days}
            dataKey="day"
            series={[{ name: 'sales', label: t('adminAnalytics.salesChartSeries', { currency: overview.currency }), color: 'teal.6' }]}
            curveType="linear"
            withDots={false}
          />
        </Card>
        <Card withBorder radius="md">
          <Text fw={600} mb="sm">
            {t('adminAnalytics.funnelTitle')}
          </Text>
          <FunnelChart funnel={overview.funnel} />
        </Card>
        <Card withBorder radius="md">
          <Text fw={600} mb="sm">
            {t('adminAnalytics.trafficChart')}
          </Text>
          <LineChart
            h={220}
            data={days}
            dataKey="day"
            withLegend
            withDots={false}
            series={[
              { name: 'visits', label: t('adminAnalytics.visits'), color: 'indigo.6' },
              { name: 'pageViews', label: t('adminAnalytics.pageViews'), color: 'gray.6' },
            ]}
          />
        </Card>
        <Card withBorder radius="md">
          <Text fw={600} mb="sm">
            {t('adminAnalytics.activityChart')}
          </Text>
          <LineChart
            h={220}
            data={days}
            dataKey="day"
            withLegend
            withDots={false}
            series={[
              { name: 'orders', label: t('adminAnalytics.orders'), color: 'teal.7' },
              { name: 'newUsers', label: t('adminAnalytics.newUsers'), color: 'orange.6' },
              { name: 'generations', label: t('adminAnalytics.generations'), color: 'grape.6' },
            ]}
          />
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>{t('adminAnalytics.topPages')}</Text>
          <Anchor component={Link} to="/admin/journeys" size="sm">
            {t('adminJourneys.exits.title')}
          </Anchor>
        </Group>
        {overview.topPages.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('adminAnalytics.noPages')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminAnalytics.page')}</Table.Th>
                <Table.Th ta="right">{t('adminAnalytics.pageViews')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.topPages.map((p) => (
                <Table.Tr key={p.path}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{p.path}</Table.Td>
                  <Table.Td ta="right">{number(p.views)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
