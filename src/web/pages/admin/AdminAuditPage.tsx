import { Badge, Code, Text } from '@mantine/core';
import { type AuditFilter, auditFilterSchema } from '../../../shared/api/admin';
import type { AuditEntry } from '../../../shared/api/admin.responses';
import { useAudit } from '../../api/adminQueries';
import { type AdminFilter, AdminList, type AdminListColumn, type FilterValues, setValues, useAdminListFilters } from '../../components/admin/AdminList';
import { AdminPage } from '../../components/admin/AdminPage';
import { dayRange } from '../../components/admin/DayRangeInputs';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const toQuery = (v: FilterValues): AuditFilter => ({ ...setValues(v, ['actor', 'targetType', 'targetId']), ...dayRange(v.from, v.to) });

/** /admin/audit: every admin write — who, what, when, on what, and how it ended — newest first. */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation();
  const filters: AdminFilter[] = [
    { kind: 'text', key: 'actor', label: t('adminPages.audit.actor'), schema: auditFilterSchema.shape.actor },
    { kind: 'text', key: 'targetType', label: t('adminPages.audit.area'), description: t('adminPages.audit.areaHint'), schema: auditFilterSchema.shape.targetType },
    { kind: 'text', key: 'targetId', label: t('adminPages.audit.target'), schema: auditFilterSchema.shape.targetId },
    { kind: 'days' },
  ];
  const filterState = useAdminListFilters(filters);
  const entries = useAudit(toQuery(filterState.settled));
  const columns: AdminListColumn<AuditEntry>[] = [
    { key: 'time', header: t('admin.security.time'), wrap: 'never', cell: (e) => formatDate(e.createdAt, i18n.language, true) },
    { key: 'actor', header: t('adminPages.audit.actor'), wrap: 'anywhere', cell: (e) => e.actorEmail },
    {
      key: 'action',
      header: t('adminPages.audit.action'),
      cell: (e) => (
        <Code>
          {e.method} {e.action.replace(/^\/api\/admin/, '')}
        </Code>
      ),
    },
    { key: 'target', header: t('adminPages.audit.target'), wrap: 'anywhere', cell: (e) => `${e.targetType}${e.targetId ? ` · ${e.targetId}` : ''}` },
    { key: 'status', header: t('adminPages.columns.status'), cell: (e) => <Badge color={e.status < 400 ? 'teal.9' : 'red.9'}>{e.status}</Badge> },
    {
      key: 'details',
      header: t('admin.security.details'),
      cell: (e) => (
        <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {JSON.stringify(e.details)}
        </Text>
      ),
    },
  ];
  return (
    <AdminPage title={t('adminPages.audit.title')} description={t('adminPages.audit.intro')}>
      <AdminList
        filters={filters}
        filterState={filterState}
        query={entries}
        columns={columns}
        rowKey={(e) => e.id}
        rowTestId="audit-row"
        empty={t('adminPages.audit.empty')}
        minWidth={760}
      />
    </AdminPage>
  );
}
