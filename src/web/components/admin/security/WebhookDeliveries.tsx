import { Alert, Badge, Card, Table, Text, Title } from '@mantine/core';
import { useWebhookDeliveries } from '../../../api/adminQueries';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';
import { QueryState } from '../QueryState';

/** The security webhook (SPEC §7): whether one is set, its newest 50 deliveries, the failures of the last day. */
export function WebhookDeliveries() {
  const { t, i18n } = useTranslation();
  const webhook = useWebhookDeliveries();
  const w = webhook.data;
  return (
    <Card>
      <Title order={2} fz="lg" mb="sm">
        {t('adminPages.security.webhookTitle')}
      </Title>
      <QueryState pending={webhook.isPending} error={webhook.error} />
      {w && (
        <>
          <Alert color={!w.configured ? 'gray' : w.failedLastDay > 0 ? 'red' : 'teal'} mb="md">
            {!w.configured ? t('adminPages.security.webhookOff') : t('adminPages.security.webhookFailures', { count: w.failedLastDay })}
          </Alert>
          {w.deliveries.length === 0 ? (
            <Text c="dimmed">{t('adminPages.security.noDeliveries')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table striped verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.security.time')}</Table.Th>
                    <Table.Th>{t('admin.security.event')}</Table.Th>
                    <Table.Th>{t('adminPages.columns.status')}</Table.Th>
                    <Table.Th>{t('adminPages.security.answer')}</Table.Th>
                    <Table.Th ta="right">{t('adminPages.security.duration')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {w.deliveries.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.attemptedAt, i18n.language, true)}</Table.Td>
                      <Table.Td>{d.event}</Table.Td>
                      <Table.Td>
                        <Badge color={d.ok ? 'teal.9' : 'red.9'}>{d.ok ? t('adminPages.security.delivered') : t('adminPages.security.failed')}</Badge>
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{d.error ?? d.httpStatus ?? '—'}</Table.Td>
                      <Table.Td ta="right">{d.durationMs} ms</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Card>
  );
}
