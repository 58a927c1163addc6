import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useAdminUser } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { QueryState } from '../../components/admin/QueryState';
import { AutoLoginKeyCard } from '../../components/admin/users/AutoLoginKeyCard';
import { LedgerTable } from '../../components/admin/users/LedgerTable';
import { UserCredits } from '../../components/admin/users/UserCredits';
import { UserRoleAndPlan } from '../../components/admin/users/UserRoleAndPlan';
import { UserSuspension } from '../../components/admin/users/UserSuspension';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/users/:id: one account — subscription, credits and ledger, what they own — and what an admin changes on it. */
export function AdminUserPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  const d = detail.data;
  return (
    <AdminPage title={d ? d.user.email : t('adminPages.users.title')}>
      <Anchor component={Link} to="/admin/users" size="sm" mb="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('adminPages.users.back')}
      </Anchor>
      <QueryState pending={detail.isPending} error={detail.error} />
      {d && (
        <Stack gap="lg">
          <Card>
            <Group gap="xs" mb="xs">
              {d.user.emailVerified ? <Badge color="teal.9">{t('profile.verifiedYes')}</Badge> : <Badge color="gray.7">{t('profile.verifiedNo')}</Badge>}
              {d.suspension && <Badge color="red.9">{t('adminPages.users.suspended')}</Badge>}
              {d.subscription?.providerSubscriptionStatus && <Badge color="blue.9">{t('adminPages.users.paying', { status: d.subscription.providerSubscriptionStatus })}</Badge>}
            </Group>
            <Text>{d.user.name || '—'}</Text>
            <Text size="sm" c="dimmed">
              {t('adminPages.users.joined', { date: formatDate(d.user.createdAt, i18n.language) })}
              {d.subscription?.currentPeriodEnd ? ` · ${t('adminPages.users.periodEnd', { date: formatDate(d.subscription.currentPeriodEnd, i18n.language) })}` : ''}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md">
              <Anchor component={Link} to={`/admin/orders?email=${encodeURIComponent(d.user.email)}`} size="sm">
                {t('adminPages.users.orders', { count: d.counts.orders })}
              </Anchor>
              <Text size="sm">{t('adminPages.users.designs', { count: d.counts.designs })}</Text>
              <Text size="sm">{t('adminPages.users.customOrders', { count: d.counts.customOrders })}</Text>
              <Text size="sm">{t('adminPages.users.sessions', { count: d.counts.activeSessions })}</Text>
            </SimpleGrid>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <UserRoleAndPlan detail={d} />
            <UserSuspension detail={d} />
          </SimpleGrid>
          <UserCredits detail={d} />
          <LedgerTable ledger={d.ledger} />
          <AutoLoginKeyCard userId={d.user.id} disabled={!!d.suspension} />
        </Stack>
      )}
    </AdminPage>
  );
}
