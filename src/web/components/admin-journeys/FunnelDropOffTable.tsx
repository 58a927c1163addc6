import { Progress, Table, Text } from '@mantine/core';
import type { FunnelDropOff } from '../../../shared/api/analytics.responses';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { formatRate } from './format';

/** The funnel of the selected sessions: how many took each step and how many of the step before were lost. */
export function FunnelDropOffTable({ funnel }: { funnel: FunnelDropOff[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const visits = funnel[0]?.sessions ?? 0;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJourneys.funnel.step')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.funnel.sessions')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.funnel.lost')}</Table.Th>
            <Table.Th ta="right">{t('adminJourneys.funnel.dropOff')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {funnel.map((s) => (
            <Table.Tr key={s.step} data-testid="funnel-step">
              <Table.Td>
                <Text size="sm">{t(`adminJourneys.funnel.steps.${s.step}`)}</Text>
                <Progress value={visits > 0 ? (s.sessions / visits) * 100 : 0} size="sm" color="teal.7" mt={4} aria-hidden />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(s.sessions, lng)}</Table.Td>
              <Table.Td ta="right">{s.step === 'visit' ? '—' : formatNumber(s.dropOff, lng)}</Table.Td>
              <Table.Td ta="right">{s.step === 'visit' ? '—' : formatRate(s.dropOffRate, lng)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
