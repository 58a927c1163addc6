import { Anchor, Badge, Card, Code, Select, SimpleGrid, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SECURITY_SEVERITIES } from '../../../shared/api/admin';
import type { SecurityLogEntry } from '../../../shared/api/admin.responses';
import { useSecurityLogs } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { DayRangeInputs, dayRange } from '../../components/admin/DayRangeInputs';
import { QueryState } from '../../components/admin/QueryState';
import { SecurityEventModal } from '../../components/admin/security/SecurityEventModal';
import { SEVERITY_COLOR } from '../../components/admin/security/severity';
import { WebhookDeliveries } from '../../components/admin/security/WebhookDeliveries';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

type Severity = (typeof SECURITY_SEVERITIES)[number];
const isSeverity = (v: string | null): v is Severity => !!v && (SECURITY_SEVERITIES as readonly string[]).includes(v);

/** /admin/security: security events with filters (event, severity, user, time) and details; the webhook's deliveries. */
export function AdminSecurityPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  // The home page links here with ?minSeverity=high&last=day (what its figure counted).
  const linkedMin = params.get('minSeverity');
  const [minSeverity, setMinSeverity] = useState<Severity | null>(isSeverity(linkedMin) ? linkedMin : null);
  const [severity, setSeverity] = useState<Severity | null>(null);
  const [event, setEvent] = useState('');
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const lastDay = useMemo(() => (params.get('last') === 'day' ? new Date(Date.now() - 86_400_000).toISOString() : undefined), [params]);
  const [typed] = useDebouncedValue({ event: event.trim(), userId: userId.trim() }, 300);
  const range = dayRange(from, to);
  const logs = useSecurityLogs({
    ...(typed.event ? { event: typed.event } : {}),
    ...(typed.userId ? { userId: typed.userId } : {}),
    ...(severity ? { severity } : minSeverity ? { minSeverity } : {}),
    ...range,
    ...(!range.from && lastDay ? { from: lastDay } : {}),
  });
  const [open, setOpen] = useState<SecurityLogEntry | null>(null);
  const severities = SECURITY_SEVERITIES.map((s) => ({ value: s, label: s }));
  return (
    <AdminPage title={t('adminPages.security.title')} description={t('adminPages.security.intro')}>
      <Tabs defaultValue={params.get('tab') === 'webhook' ? 'webhook' : 'events'} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="events">{t('adminPages.security.events')}</Tabs.Tab>
          <Tabs.Tab value="webhook">{t('adminPages.security.webhookTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events">
          <Card>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" mb="md">
              <TextInput label={t('admin.security.event')} value={event} onChange={(e) => setEvent(e.currentTarget.value)} />
              <Select
                label={t('admin.security.severity')}
                placeholder={t('adminPages.filters.any')}
                clearable
                value={severity}
                onChange={(v) => setSeverity(isSeverity(v) ? v : null)}
                data={severities}
              />
              <Select
                label={t('adminPages.security.atLeast')}
                placeholder={t('adminPages.filters.any')}
                clearable
                value={minSeverity}
                onChange={(v) => setMinSeverity(isSeverity(v) ? v : null)}
                data={severities}
              />
              <TextInput label={t('adminPages.security.user')} value={userId} onChange={(e) => setUserId(e.currentTarget.value)} />
              <DayRangeInputs from={from} to={to} onFrom={setFrom} onTo={setTo} />
            </SimpleGrid>
            {lastDay && !from && (
              <Text size="sm" c="dimmed" mb="sm">
                {t('adminPages.security.lastDayOnly')}
              </Text>
            )}
            <QueryState pending={logs.isPending} error={logs.error} />
            {logs.data?.length === 0 && <Text c="dimmed">{t('admin.security.empty')}</Text>}
            {logs.data && logs.data.length > 0 && (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.security.time')}</Table.Th>
                      <Table.Th>{t('admin.security.event')}</Table.Th>
                      <Table.Th>{t('admin.security.severity')}</Table.Th>
                      <Table.Th>{t('admin.security.url')}</Table.Th>
                      <Table.Th>{t('admin.security.details')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {logs.data.map((l) => (
                      <Table.Tr key={l.id} data-testid="security-row">
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(l.timestamp, i18n.language, true)}</Table.Td>
                        <Table.Td>
                          <Anchor component="button" type="button" onClick={() => setOpen(l)} aria-label={t('adminPages.security.open', { event: l.event })}>
                            <Code>{l.event}</Code>
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={SEVERITY_COLOR[l.severity] ?? 'gray.7'}>{l.severity}</Badge>
                        </Table.Td>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{l.url ?? '—'}</Table.Td>
                        <Table.Td>
                          <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }}>
                            {JSON.stringify(l.details)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Text size="xs" c="dimmed" mt="sm">
              {t('admin.security.note')}{' '}
              <Anchor href="/policies#privacy" size="xs" underline="always">
                {t('policies.privacy.title')}
              </Anchor>
            </Text>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="webhook">
          <WebhookDeliveries />
        </Tabs.Panel>
      </Tabs>
      <SecurityEventModal entry={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
