import { Anchor, Badge, Code, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SECURITY_SEVERITIES, type SecurityLogFilter, securityLogFilterSchema } from '../../../shared/api/admin';
import type { SecurityLogEntry } from '../../../shared/api/admin.responses';
import { useSecurityLogs } from '../../api/adminQueries';
import { type AdminFilter, AdminList, type AdminListColumn, type FilterValues, oneOf, setValues, useAdminListFilters } from '../../components/admin/AdminList';
import { AdminPage } from '../../components/admin/AdminPage';
import { dayRange } from '../../components/admin/DayRangeInputs';
import { SecurityEventModal } from '../../components/admin/security/SecurityEventModal';
import { SEVERITY_COLOR } from '../../components/admin/security/severity';
import { WebhookDeliveries } from '../../components/admin/security/WebhookDeliveries';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** An exact severity wins over "at least"; without chosen days, a link's "last day" sets the start. */
function toQuery(v: FilterValues, lastDay: string | undefined): SecurityLogFilter {
  const severity = oneOf(v.severity, SECURITY_SEVERITIES);
  const minSeverity = oneOf(v.minSeverity, SECURITY_SEVERITIES);
  const range = dayRange(v.from, v.to);
  return {
    ...setValues(v, ['event', 'userId']),
    ...(severity ? { severity } : minSeverity ? { minSeverity } : {}),
    ...range,
    ...(!range.from && lastDay ? { from: lastDay } : {}),
  };
}

/** /admin/security: security events with filters (event, severity, user, time) and details; the webhook's deliveries. */
export function AdminSecurityPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const severities = SECURITY_SEVERITIES.map((s) => ({ value: s, label: s }));
  // The home page links here with ?minSeverity=high&last=day (what its figure counted).
  const filters: AdminFilter[] = [
    { kind: 'text', key: 'event', label: t('admin.security.event'), schema: securityLogFilterSchema.shape.event },
    { kind: 'select', key: 'severity', label: t('admin.security.severity'), options: severities },
    { kind: 'select', key: 'minSeverity', label: t('adminPages.security.atLeast'), options: severities, fromUrl: true },
    { kind: 'text', key: 'userId', label: t('adminPages.security.user'), schema: securityLogFilterSchema.shape.userId },
    { kind: 'days' },
  ];
  const filterState = useAdminListFilters(filters);
  const lastDay = useMemo(() => (params.get('last') === 'day' ? new Date(Date.now() - 86_400_000).toISOString() : undefined), [params]);
  const logs = useSecurityLogs(toQuery(filterState.settled, lastDay));
  const [open, setOpen] = useState<SecurityLogEntry | null>(null);
  const columns: AdminListColumn<SecurityLogEntry>[] = [
    { key: 'time', header: t('admin.security.time'), wrap: 'never', cell: (l) => formatDate(l.timestamp, i18n.language, true) },
    {
      key: 'event',
      header: t('admin.security.event'),
      cell: (l) => (
        <Anchor component="button" type="button" onClick={() => setOpen(l)} aria-label={t('adminPages.security.open', { event: l.event })}>
          <Code>{l.event}</Code>
        </Anchor>
      ),
    },
    { key: 'severity', header: t('admin.security.severity'), cell: (l) => <Badge color={SEVERITY_COLOR[l.severity] ?? 'gray.7'}>{l.severity}</Badge> },
    { key: 'url', header: t('admin.security.url'), wrap: 'anywhere', cell: (l) => l.url ?? '—' },
    {
      key: 'details',
      header: t('admin.security.details'),
      cell: (l) => (
        <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {JSON.stringify(l.details)}
        </Text>
      ),
    },
  ];
  return (
    <AdminPage title={t('adminPages.security.title')} description={t('adminPages.security.intro')}>
      <Tabs defaultValue={params.get('tab') === 'webhook' ? 'webhook' : 'events'} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="events">{t('adminPages.security.events')}</Tabs.Tab>
          <Tabs.Tab value="webhook">{t('adminPages.security.webhookTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events">
          <AdminList
            filters={filters}
            filterState={filterState}
            query={logs}
            columns={columns}
            rowKey={(l) => l.id}
            rowTestId="security-row"
            empty={t('admin.security.empty')}
            minWidth={720}
            notice={
              lastDay &&
              !filterState.settled.from && (
                <Text size="sm" c="dimmed" mb="sm">
                  {t('adminPages.security.lastDayOnly')}
                </Text>
              )
            }
            footer={
              <Text size="xs" c="dimmed" mt="sm">
                {t('admin.security.note')}{' '}
                <Anchor href="/policies#privacy" size="xs" underline="always">
                  {t('policies.privacy.title')}
                </Anchor>
              </Text>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="webhook">
          <WebhookDeliveries />
        </Tabs.Panel>
      </Tabs>
      <SecurityEventModal entry={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
