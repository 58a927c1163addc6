import { Anchor, Table, Text } from '@mantine/core';
import type { ExitPage } from '../../../shared/api/analytics.responses';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { formatDuration, formatRate } from './format';

/** Per page (exit rate first, so a phone shows it without scrolling): exits, views, entries, single-page visits and time shown; a page's name filters by it. */
export function ExitPagesTable({ pages, onPick }: { pages: ExitPage[]; onPick: (path: string) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  if (pages.length === 0) return <Text c="dimmed">{t('adminJourneys.exits.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminAnalytics.page')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.exits.exitRate')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.exits.exits')}</Table.Th>
            <Table.Th ta="right">{t('adminAnalytics.pageViews')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.exits.entries')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.exits.bounces')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.exits.averageTime')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((p) => (
            <Table.Tr key={p.path} data-testid="exit-page">
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <Anchor component="button" type="button" size="sm" onClick={() => onPick(p.path)} title={t('adminJourneys.exits.pick')}>
                  {p.path}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatRate(p.exitRate, lng)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(p.exits, lng)}</Table.Td>
              <Table.Td ta="right">{formatNumber(p.views, lng)}</Table.Td>
              <Table.Td ta="right">{formatNumber(p.entries, lng)}</Table.Td>
              <Table.Td ta="right">{formatNumber(p.bounces, lng)}</Table.Td>
              <Table.Td ta="right">{p.averageTimeMs === null ? '—' : formatDuration(p.averageTimeMs, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
