import { Anchor, Badge, Card, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUserSearch } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { QueryState } from '../../components/admin/QueryState';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/users: find an account by e-mail or name; each opens its page. */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const [typed] = useDebouncedValue(q.trim(), 300);
  const users = useUserSearch(typed);
  return (
    <AdminPage title={t('adminPages.users.title')} description={t('adminPages.users.intro')}>
      <Card>
        <TextInput
          label={t('adminPages.users.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          maw={420}
          mb="md"
        />
        <QueryState pending={users.isPending} error={users.error} />
        {users.data?.length === 0 && <Text c="dimmed">{t('adminPages.users.empty')}</Text>}
        {users.data && users.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.email')}</Table.Th>
                  <Table.Th>{t('profile.name')}</Table.Th>
                  <Table.Th>{t('profile.plan')}</Table.Th>
                  <Table.Th>{t('profile.role')}</Table.Th>
                  <Table.Th>{t('adminPages.users.state')}</Table.Th>
                  <Table.Th>{t('admin.users.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((u) => (
                  <Table.Tr key={u.id} data-testid="admin-user-row">
                    <Table.Td style={{ wordBreak: 'break-all' }}>
                      <Anchor component={Link} to={`/admin/users/${u.id}`} fw={600}>
                        {u.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{u.name || '—'}</Table.Td>
                    <Table.Td>{u.plan ? t(`plans.${u.plan}.name`, { defaultValue: u.plan }) : '—'}</Table.Td>
                    <Table.Td>{t(`roles.${u.userRole ?? 'user'}`, { defaultValue: u.userRole ?? '' })}</Table.Td>
                    <Table.Td>
                      {u.suspended ? (
                        <Badge color="red.9">{t('adminPages.users.suspended')}</Badge>
                      ) : u.emailVerified ? (
                        <Badge color="teal.9">{t('profile.verifiedYes')}</Badge>
                      ) : (
                        <Badge color="gray.7">{t('profile.verifiedNo')}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdAt, i18n.language)}</Table.Td>
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
