import { Badge, Button, Card, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_STATUSES } from '../../../shared/api/admin';
import { retryJob } from '../../api/admin';
import { useJobs } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { QueryState } from '../../components/admin/QueryState';
import { useAdminWrite } from '../../components/admin/users/useAdminWrite';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

type Status = (typeof JOB_STATUSES)[number];
const STATUS_COLOR: Record<Status, string> = { queued: 'blue.9', running: 'violet.9', succeeded: 'teal.9', failed: 'red.9' };

/** /admin/jobs: the durable queue — waiting, running, done and failed jobs with their errors; a failed one can be retried. */
export function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('status');
  const [status, setStatus] = useState<Status | 'all'>((JOB_STATUSES as readonly string[]).includes(linked ?? '') ? (linked as Status) : 'all');
  const [name, setName] = useState(params.get('name') ?? '');
  const [typed] = useDebouncedValue(name.trim(), 300);
  const jobs = useJobs({ ...(status !== 'all' ? { status } : {}), ...(typed ? { name: typed } : {}) });
  const { busy, run } = useAdminWrite();
  const counts = jobs.data?.counts;
  return (
    <AdminPage title={t('adminPages.jobs.title')} description={t('adminPages.jobs.intro')}>
      <Card>
        <Group align="flex-end" mb="md" wrap="wrap">
          <Select
            label={t('adminPages.filters.status')}
            value={status}
            allowDeselect={false}
            onChange={(v) => setStatus((v ?? 'all') as Status | 'all')}
            data={[
              { value: 'all', label: t('adminPages.filters.any') },
              ...JOB_STATUSES.map((s) => ({ value: s, label: `${t(`adminPages.jobs.status.${s}`)}${counts ? ` (${counts[s]})` : ''}` })),
            ]}
            w={220}
          />
          <TextInput label={t('adminPages.jobs.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
        </Group>
        <QueryState pending={jobs.isPending} error={jobs.error} />
        {jobs.data?.jobs.length === 0 && <Text c="dimmed">{t('adminPages.jobs.empty')}</Text>}
        {jobs.data && jobs.data.jobs.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminPages.jobs.name')}</Table.Th>
                  <Table.Th>{t('adminPages.columns.status')}</Table.Th>
                  <Table.Th>{t('adminPages.jobs.attempts')}</Table.Th>
                  <Table.Th>{t('adminPages.jobs.updated')}</Table.Th>
                  <Table.Th>{t('adminPages.jobs.error')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.data.jobs.map((j) => (
                  <Table.Tr key={j.id} data-testid="job-row">
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {j.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[j.status]}>{t(`adminPages.jobs.status.${j.status}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {j.attempts} / {j.maxAttempts}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(j.updatedAt, i18n.language, true)}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" lineClamp={3} style={{ wordBreak: 'break-all' }} c={j.lastError ? 'red.9' : undefined}>
                        {j.lastError ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {j.status === 'failed' && (
                        <Button size="xs" variant="light" loading={busy} onClick={() => void run(() => retryJob(j.id), t('adminPages.jobs.retried'))}>
                          {t('adminPages.jobs.retry')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </AdminPage>
  );
}
