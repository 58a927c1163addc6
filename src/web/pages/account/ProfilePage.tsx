import { Alert, Badge, Card, Group, Loader, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../api/client';
import { useSession, useSubscription } from '../../api/queries';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const subscription = useSubscription(!!session);
  const lng = i18n.language;
  if (!session) return null;
  const sub = subscription.data;
  const freeLeft = sub ? Math.max(0, sub.freeCredits - sub.freeCreditsUsed) : 0;

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Title order={2} fz="lg" mb="md">
            {t('profile.accountTitle')}
          </Title>
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t('profile.name')}</Table.Th>
                <Table.Td>{session.name || '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('profile.email')}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{session.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('profile.verified')}</Table.Th>
                <Table.Td>{session.emailVerified ? <Badge color="teal.9">{t('profile.verifiedYes')}</Badge> : <Badge color="#9c4a00">{t('profile.verifiedNo')}</Badge>}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('profile.role')}</Table.Th>
                <Table.Td>{t(`roles.${session.role}`)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('profile.plan')}</Table.Th>
                <Table.Td>{t(`plans.${session.plan}.name`)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <Card>
          <Title order={2} fz="lg" mb="md">
            {t('profile.subscriptionTitle')}
          </Title>
          {subscription.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
          {subscription.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {subscription.error instanceof ApiError && subscription.error.status === 404 ? t('messages.subscriptionNotFound') : t('messages.subscriptionCheckFailed')}
            </Alert>
          )}
          {sub && (
            <Stack gap="md">
              <div>
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={600}>
                    {t('profile.freeCredits')}
                  </Text>
                  <Text size="sm">{t('profile.left', { left: formatNumber(freeLeft, lng), total: formatNumber(sub.freeCredits, lng) })}</Text>
                </Group>
                <Progress value={sub.freeCredits ? (freeLeft / sub.freeCredits) * 100 : 0} aria-label={t('profile.freeCredits')} />
              </div>
              <Table variant="vertical" layout="fixed" withRowBorders={false}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={180}>{t('profile.monthlyImages')}</Table.Th>
                    <Table.Td>
                      {session.isAdmin ? t('profile.unlimited') : t('profile.ofMax', { used: formatNumber(sub.monthlyImageCount, lng), max: formatNumber(sub.maxImages, lng) })}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('profile.oneTimeCredits')}</Table.Th>
                    <Table.Td>{formatNumber(sub.oneTimeCredits, lng)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('profile.imageCount')}</Table.Th>
                    <Table.Td>{formatNumber(sub.imageCount, lng)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('profile.lastReset')}</Table.Th>
                    <Table.Td>{formatDate(sub.lastResetDate, lng)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('profile.freeReset')}</Table.Th>
                    <Table.Td>{formatDate(sub.freeCreditsLastReset, lng)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </>
  );
}
