import { Button, Card, Group, NumberInput, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { creditChangeSchema } from '../../../../shared/api/admin';
import type { AdminUserDetail } from '../../../../shared/api/admin.responses';
import { stringLimits } from '../../../../shared/api/field-limits';
import { changeUserCredits } from '../../../api/admin';
import { formatNumber } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';
import { useAdminWrite } from './useAdminWrite';

const REASON = stringLimits(creditChangeSchema.shape.reason);

/** Credits at a glance, and granting or removing one-time credits with a reason (one ledger row, atomically). */
export function UserCredits({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useAdminWrite();
  const s = detail.subscription;
  const form = useForm({
    initialValues: { amount: 10 as number | string, reason: '' },
    validate: {
      amount: (v) => (Number.isInteger(Number(v)) && Number(v) !== 0 ? null : t('adminPages.users.amountInvalid')),
      reason: (v: string) => (v.trim().length >= REASON.min ? null : t('adminPages.users.reasonRequired', { min: REASON.min })),
    },
  });
  const submit = form.onSubmit(async ({ amount, reason }) => {
    const n = Number(amount);
    const ok = await run(
      () => changeUserCredits(detail.user.id, { amount: n, reason: reason.trim() }),
      n > 0 ? t('adminPages.users.granted', { n }) : t('adminPages.users.removed', { n: -n }),
    );
    if (ok) form.reset();
  });
  const figure = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('adminPages.users.credits')}
      </Title>
      {s && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
          {figure(t('adminPages.users.oneTime'), formatNumber(s.oneTimeCredits, i18n.language))}
          {figure(t('adminPages.users.free'), `${formatNumber(Math.max(0, s.freeCredits - s.freeCreditsUsed), i18n.language)} / ${formatNumber(s.freeCredits, i18n.language)}`)}
          {figure(t('adminPages.users.monthly'), `${formatNumber(s.monthlyImageCount, i18n.language)} / ${formatNumber(s.maxImages, i18n.language)}`)}
          {figure(t('adminPages.users.generated'), formatNumber(s.imageCount, i18n.language))}
        </SimpleGrid>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" wrap="wrap">
          <NumberInput label={t('adminPages.users.amount')} description={t('adminPages.users.amountHint')} allowDecimal={false} w={160} {...form.getInputProps('amount')} />
          <TextInput label={t('adminPages.users.reason')} style={{ flex: 1, minWidth: 200 }} maxLength={REASON.max} {...form.getInputProps('reason')} />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={busy}>
            {t('adminPages.users.applyCredits')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
