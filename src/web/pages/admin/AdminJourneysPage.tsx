import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { JourneysQuery } from '../../../shared/api/analytics';
import { useJourneys, usePageExits } from '../../api/analytics';
import { AdminPage } from '../../components/admin/AdminPage';
import { dayRange } from '../../components/admin/DayRangeInputs';
import { QueryState } from '../../components/admin/QueryState';
import { FigureCard } from '../../components/admin-analytics/FigureCard';
import { ExitPagesTable } from '../../components/admin-journeys/ExitPagesTable';
import { FunnelDropOffTable } from '../../components/admin-journeys/FunnelDropOffTable';
import { formatRate } from '../../components/admin-journeys/format';
import { JourneyCard } from '../../components/admin-journeys/JourneyCard';
import { JourneyFilters, type JourneyFilterValues } from '../../components/admin-journeys/JourneyFilters';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const NO_FILTER: JourneyFilterValues = { from: '', to: '', device: '', path: '' };

/** The API's filter: empty fields left out; a page is only sent once it looks like one ("/…"). */
function toQuery(values: JourneyFilterValues): JourneysQuery {
  const path = values.path.trim();
  return {
    ...dayRange(values.from, values.to),
    ...(values.device ? { device: values.device as JourneysQuery['device'] } : {}),
    ...(path.startsWith('/') ? { path } : {}),
  };
}

/**
 * /admin/journeys (decision 62): where visitors go and where they leave, from the journeys
 * of the last 7 days — summary figures, the funnel's drop-off, exit rates per page and each session's
 * pages in order, with filters by days, device and a page gone through.
 */
export function AdminJourneysPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [values, setValues] = useState(NO_FILTER);
  const [filter] = useDebouncedValue(toQuery(values), 300);
  const exits = usePageExits(filter);
  const journeys = useJourneys(filter);
  const summary = exits.data;
  const listed = journeys.data?.pages.flatMap((p) => p.journeys) ?? [];
  return (
    <AdminPage title={t('adminJourneys.title')} description={t('adminJourneys.intro')}>
      <Stack gap="md">
        <Card withBorder radius="md">
          <JourneyFilters value={values} onChange={setValues} />
        </Card>
        <QueryState pending={exits.isPending} error={exits.error} />
        {summary && (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
              <FigureCard label={t('adminJourneys.summary.sessions')} value={formatNumber(summary.sessions, lng)} />
              <FigureCard label={t('adminAnalytics.pageViews')} value={formatNumber(summary.pageViews, lng)} />
              <FigureCard
                label={t('adminJourneys.summary.pagesPerVisit')}
                value={formatNumber(summary.sessions > 0 ? Math.round((summary.pageViews / summary.sessions) * 10) / 10 : 0, lng)}
              />
              <FigureCard label={t('adminJourneys.summary.bounceRate')} value={formatRate(summary.sessions > 0 ? summary.bounces / summary.sessions : 0, lng)} />
            </SimpleGrid>
            <Card withBorder radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('adminJourneys.funnel.title')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t('adminJourneys.funnel.hint')}
              </Text>
              <FunnelDropOffTable funnel={summary.funnel} />
            </Card>
            <Card withBorder radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('adminJourneys.exits.title')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t('adminJourneys.exits.hint')}
              </Text>
              <ExitPagesTable pages={summary.pages} onPick={(path) => setValues({ ...values, path })} />
            </Card>
          </>
        )}
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('adminJourneys.journeys.title')}
          </Title>
          <QueryState pending={journeys.isPending} error={journeys.error} />
          {journeys.data && listed.length === 0 && <Text c="dimmed">{t('adminJourneys.journeys.empty')}</Text>}
          <Stack gap="xs">
            {listed.map((j) => (
              <JourneyCard key={j.sessionId} journey={j} />
            ))}
          </Stack>
          {journeys.hasNextPage && (
            <Button variant="default" mt="md" onClick={() => journeys.fetchNextPage()} loading={journeys.isFetchingNextPage}>
              {t('adminJourneys.journeys.more')}
            </Button>
          )}
        </Card>
      </Stack>
    </AdminPage>
  );
}
