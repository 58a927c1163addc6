import { Anchor, Badge } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { adminUserSearchSchema } from '../../../shared/api/admin';
import type { AdminUser } from '../../../shared/api/admin.responses';
import { useUserSearch } from '../../api/adminQueries';
import { type AdminFilter, AdminList, type AdminListColumn, useAdminListFilters } from '../../components/admin/AdminList';
import { AdminPage } from '../../components/admin/AdminPage';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/users: find an account (or, filtered apart, a guest shopper) by e-mail or name; each opens its page. */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const filters: AdminFilter[] = [
    { kind: 'text', key: 'q', label: t('adminPages.users.search'), icon: <IconSearch size={16} aria-hidden />, schema: adminUserSearchSchema.shape.q },
    // Guest shoppers are no accounts (decision 88): listed apart, on request.
    {
      kind: 'select',
      key: 'who',
      label: t('adminPages.users.who'),
      options: [
        { value: 'members', label: t('adminPages.users.members') },
        { value: 'guests', label: t('adminPages.users.guests') },
      ],
      fromUrl: true,
    },
  ];
  const filterState = useAdminListFilters(filters);
  const users = useUserSearch(filterState.settled.q, filterState.settled.who === 'guests' ? 'guests' : 'members');
  const columns: AdminListColumn<AdminUser>[] = [
    {
      key: 'email',
      header: t('profile.email'),
      wrap: 'anywhere',
      cell: (u) => (
        <Anchor component={Link} to={`/admin/users/${u.id}`} fw={600}>
          {u.email}
        </Anchor>
      ),
    },
    { key: 'name', header: t('profile.name'), cell: (u) => u.name || '—' },
    { key: 'plan', header: t('profile.plan'), cell: (u) => (u.plan ? t(`plans.${u.plan}.name`, { defaultValue: u.plan }) : '—') },
    { key: 'role', header: t('profile.role'), cell: (u) => t(`roles.${u.userRole ?? 'user'}`, { defaultValue: u.userRole ?? '' }) },
    {
      key: 'state',
      header: t('adminPages.users.state'),
      cell: (u) =>
        u.suspended ? (
          <Badge color="red.9">{t('adminPages.users.suspended')}</Badge>
        ) : u.emailVerified ? (
          <Badge color="teal.9">{t('profile.verifiedYes')}</Badge>
        ) : (
          <Badge color="gray.7">{t('profile.verifiedNo')}</Badge>
        ),
    },
    { key: 'created', header: t('admin.users.created'), wrap: 'never', cell: (u) => formatDate(u.createdAt, i18n.language) },
  ];
  return (
    <AdminPage title={t('adminPages.users.title')} description={t('adminPages.users.intro')}>
      <AdminList
        filters={filters}
        filterState={filterState}
        query={users}
        columns={columns}
        rowKey={(u) => u.id}
        rowTestId="admin-user-row"
        empty={t('adminPages.users.empty')}
        minWidth={640}
      />
    </AdminPage>
  );
}
