import { Alert, Checkbox, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { communityErrorMessage, communityKeys, updateNotificationPreferences, useNotificationPreferences } from '../../api/community';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';

/** One switch for the app and one for e-mail per kind of notification (follow, like, comment, reply, mention). */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const preferences = useNotificationPreferences();
  async function change(kind: (typeof rows)[number]['kind'], field: 'inApp' | 'email', value: boolean) {
    const current = rows.find((r) => r.kind === kind);
    if (!current) return;
    try {
      client.setQueryData(communityKeys.preferences, await updateNotificationPreferences([{ ...current, [field]: value }]));
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
    }
  }
  const rows = preferences.data ?? [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" id="notifications">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('notifications.settingsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.settingsIntro')}
        </Text>
        {preferences.error && <Alert color="red">{communityErrorMessage(preferences.error, t)}</Alert>}
        {preferences.isPending ? (
          <Skeleton h={160} />
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.kindColumn')}</Table.Th>
                <Table.Th>{t('notifications.inApp')}</Table.Th>
                <Table.Th>{t('notifications.email')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.kind}>
                  <Table.Td>{t(`notifications.kinds.${row.kind}`)}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      checked={row.inApp}
                      onChange={(e) => void change(row.kind, 'inApp', e.currentTarget.checked)}
                      aria-label={`${t(`notifications.kinds.${row.kind}`)}: ${t('notifications.inApp')}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      checked={row.email}
                      onChange={(e) => void change(row.kind, 'email', e.currentTarget.checked)}
                      aria-label={`${t(`notifications.kinds.${row.kind}`)}: ${t('notifications.email')}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
