import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { changePassword, revokeOtherSessions, updateUserName } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { refreshSession, useSession } from '../../api/queries';
import { ACCOUNT_NAME_MAX, accountNameError } from '../../components/auth/accountName';
import { useLoginValidation } from '../../components/auth/useLoginValidation';
import { notify } from '../../components/notify';
import { whenModalsReady } from '../../components/overlays/modalsReady';
import { PageHeader } from '../../components/PageHeader';
import { PasswordField } from '../../components/PasswordField';
import { normaliseLanguage, setLanguage } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <NameCard />
          <LanguageCard />
          <SessionsCard />
        </Stack>
        <PasswordCard />
      </SimpleGrid>
    </>
  );
}

function NameCard() {
  const { t } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: session?.name ?? '' },
    validate: { name: (v: string) => accountNameError(v, t) },
  });
  const submit = form.onSubmit(async ({ name }) => {
    setError(null);
    setBusy(true);
    try {
      await updateUserName(name.trim());
      await refreshSession();
      notify('success', t('settings.nameSaved'));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('settings.nameTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('settings.displayName')} autoComplete="name" maxLength={ACCOUNT_NAME_MAX} {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const rules = useLoginValidation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v: string) => (v ? null : t('settings.currentRequired')),
      newPassword: rules.password,
      confirm: (v: string, values) => (v !== values.newPassword ? t('reset.mismatch') : null),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
      notify('success', t('settings.passwordChanged'));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        {t('settings.passwordTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.passwordIntro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordField label={t('settings.currentPassword')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordField label={t('reset.newPassword')} autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordField label={t('reset.confirm')} autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('settings.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LanguageCard() {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('settings.languageTitle')}
      </Title>
      <Select
        label={t('language.label')}
        value={normaliseLanguage(i18n.language)}
        onChange={(v) => v && setLanguage(normaliseLanguage(v))}
        allowDeselect={false}
        data={[
          { value: 'en', label: 'English' },
          { value: 'zh', label: '中文（简体）' },
        ]}
      />
    </Card>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await revokeOtherSessions();
      notify('success', t('settings.otherSessionsRevoked'));
    } catch (err) {
      notify('error', errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    whenModalsReady((modals) =>
      modals.openConfirmModal({
        title: t('settings.sessionsConfirmTitle'),
        children: <Text size="sm">{t('settings.sessionsConfirm')}</Text>,
        labels: { confirm: t('settings.signOutOthers'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.9' },
        onConfirm: () => void run(),
      }),
    );
  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        {t('settings.sessionsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.sessionsIntro')}
      </Text>
      <Button variant="default" onClick={confirm} loading={busy}>
        {t('settings.signOutOthers')}
      </Button>
    </Card>
  );
}
