import { Card, Select, SimpleGrid, Title } from '@mantine/core';
import type { AdminUserDetail } from '../../../../shared/api/admin.responses';
import { PLAN_IDS, type PlanId } from '../../../../shared/plans';
import { USER_ROLES, type UserRole } from '../../../../shared/roles';
import { setUserPlan, setUserRole } from '../../../api/admin';
import { useTranslation } from '../../../translation/useTranslation';
import { useAdminWrite } from './useAdminWrite';

/** Role (SPEC §6: admins only, the server answers with the SPEC's messages) and plan, each saved on change. */
export function UserRoleAndPlan({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const { busy, run } = useAdminWrite();
  const { user, subscription } = detail;
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('adminPages.users.access')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t('profile.role')}
          aria-label={t('admin.users.roleFor', { email: user.email })}
          value={subscription?.userRole ?? 'user'}
          allowDeselect={false}
          disabled={busy}
          data={USER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          onChange={(v) => v && v !== subscription?.userRole && void run(() => setUserRole(user.id, v as UserRole), t('admin.users.roleSaved'))}
        />
        <Select
          label={t('profile.plan')}
          description={subscription?.plan === 'admin' ? t('adminPages.users.adminPlan') : undefined}
          value={subscription?.plan ?? null}
          allowDeselect={false}
          disabled={busy || !subscription || subscription.plan === 'admin'}
          data={PLAN_IDS.filter((p) => p !== 'admin' || subscription?.plan === 'admin').map((p) => ({ value: p, label: t(`plans.${p}.name`) }))}
          onChange={(v) => v && v !== subscription?.plan && void run(() => setUserPlan(user.id, v as Exclude<PlanId, 'admin'>), t('adminPages.users.planSaved'))}
        />
      </SimpleGrid>
    </Card>
  );
}
