import { Alert, Button, Card, Group, Modal, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { suspendUserSchema } from '../../../../shared/api/admin';
import type { AdminUserDetail } from '../../../../shared/api/admin.responses';
import { stringLimits } from '../../../../shared/api/field-limits';
import { restoreUser, suspendUser } from '../../../api/admin';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';
import { useAdminWrite } from './useAdminWrite';

const REASON = stringLimits(suspendUserSchema.shape.reason);

/** Suspending (signed out everywhere, no sign-in; confirmed first) or restoring the account. */
export function UserSuspension({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useAdminWrite();
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const suspension = detail.suspension;
  const confirm = async () => {
    if (await run(() => suspendUser(detail.user.id, reason.trim()), t('adminPages.users.suspendedDone'))) {
      close();
      setReason('');
    }
  };
  return (
    <Card>
      <Title order={2} fz="lg" mb="sm">
        {t('adminPages.users.suspension')}
      </Title>
      {suspension ? (
        <>
          <Alert color="red" mb="md" title={t('adminPages.users.suspended')}>
            {t('adminPages.users.suspendedInfo', { by: suspension.suspendedBy, date: formatDate(suspension.suspendedAt, i18n.language, true), reason: suspension.reason })}
          </Alert>
          <Button variant="default" loading={busy} onClick={() => void run(() => restoreUser(detail.user.id), t('adminPages.users.restoredDone'))}>
            {t('adminPages.users.restore')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {t('adminPages.users.suspendIntro', { sessions: detail.counts.activeSessions })}
          </Text>
          <Button color="red.9" variant="outline" onClick={open}>
            {t('adminPages.users.suspend')}
          </Button>
        </>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('adminPages.users.suspendConfirm', { email: detail.user.email })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <TextInput label={t('adminPages.users.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={REASON.max} data-autofocus />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={busy} disabled={reason.trim().length < REASON.min}>
            {t('adminPages.users.suspend')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
