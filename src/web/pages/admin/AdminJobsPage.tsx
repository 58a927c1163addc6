import { Badge, Button, Text } from '@mantine/core';
import { JOB_STATUSES, type JobFilter, jobFilterSchema } from '../../../shared/api/admin';
import type { AdminJob } from '../../../shared/api/admin.responses';
import { retryJob } from '../../api/admin';
import { useJobs } from '../../api/adminQueries';
import { type AdminFilter, AdminList, type AdminListColumn, type FilterValues, oneOf, setValues, useAdminListFilters } from '../../components/admin/AdminList';
import { AdminPage } from '../../components/admin/AdminPage';
import { useAdminWrite } from '../../components/admin/users/useAdminWrite';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

type Status = (typeof JOB_STATUSES)[number];
const STATUS_COLOR: Record<Status, string> = { queued: 'blue.9', running: 'violet.9', succeeded: 'teal.9', failed: 'red.9' };

function toQuery(v: FilterValues): JobFilter {
  const status = oneOf(v.status, JOB_STATUSES);
  return { ...(status ? { status } : {}), ...setValues(v, ['name']) };
}

/** /admin/jobs: the durable queue — waiting, running, done and failed jobs with their errors; a failed one can be retried. */
export function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  // Each status's label carries its count once the list has answered.
  const filters = (counts?: Record<Status, number>): AdminFilter[] => [
    {
      kind: 'select',
      key: 'status',
      label: t('adminPages.filters.status'),
      options: JOB_STATUSES.map((s) => ({ value: s, label: `${t(`adminPages.jobs.status.${s}`)}${counts ? ` (${counts[s]})` : ''}` })),
      fromUrl: true,
    },
    { kind: 'text', key: 'name', label: t('adminPages.jobs.name'), schema: jobFilterSchema.shape.name, fromUrl: true },
  ];
  const filterState = useAdminListFilters(filters());
  const jobs = useJobs(toQuery(filterState.settled));
  const { busy, run } = useAdminWrite();
  const columns: AdminListColumn<AdminJob>[] = [
    {
      key: 'name',
      header: t('adminPages.jobs.name'),
      cell: (j) => (
        <Text size="sm" ff="monospace">
          {j.name}
        </Text>
      ),
    },
    { key: 'status', header: t('adminPages.columns.status'), cell: (j) => <Badge color={STATUS_COLOR[j.status]}>{t(`adminPages.jobs.status.${j.status}`)}</Badge> },
    { key: 'attempts', header: t('adminPages.jobs.attempts'), cell: (j) => `${j.attempts} / ${j.maxAttempts}` },
    { key: 'updated', header: t('adminPages.jobs.updated'), wrap: 'never', cell: (j) => formatDate(j.updatedAt, i18n.language, true) },
    {
      key: 'error',
      header: t('adminPages.jobs.error'),
      cell: (j) => (
        <Text size="xs" ff="monospace" lineClamp={3} style={{ wordBreak: 'break-all' }} c={j.lastError ? 'red.9' : undefined}>
          {j.lastError ?? '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('adminPages.columns.actions'),
      headerHidden: true,
      cell: (j) =>
        j.status === 'failed' && (
          <Button size="xs" variant="light" loading={busy} onClick={() => void run(() => retryJob(j.id), t('adminPages.jobs.retried'))}>
            {t('adminPages.jobs.retry')}
          </Button>
        ),
    },
  ];
  return (
    <AdminPage title={t('adminPages.jobs.title')} description={t('adminPages.jobs.intro')}>
      <AdminList
        filters={filters(jobs.data?.counts)}
        filterState={filterState}
        query={{ data: jobs.data?.jobs, isPending: jobs.isPending, isFetching: jobs.isFetching, error: jobs.error }}
        columns={columns}
        rowKey={(j) => j.id}
        rowTestId="job-row"
        empty={t('adminPages.jobs.empty')}
        minWidth={720}
      />
    </AdminPage>
  );
}
