import { Alert, Button, Card, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { issueAutoLoginKey } from '../../../api/admin';
import { errorMessage } from '../../../api/errors';
import type { IssuedAutoLoginKey } from '../../../api/types';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';

/** A single-use, expiring sign-in link for this user and a project (shown once). */
export function AutoLoginKeyCard({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedAutoLoginKey | null>(null);
  const form = useForm({
    initialValues: { projectId: '' },
    validate: { projectId: (v: string) => (v.trim() ? null : t('admin.autoLogin.projectRequired')) },
  });
  const submit = form.onSubmit(async ({ projectId }) => {
    setError(null);
    setIssued(null);
    setBusy(true);
    try {
      setIssued(await issueAutoLoginKey({ userId, projectId: projectId.trim() }));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });
  const fullUrl = issued ? `${window.location.origin}${issued.url}` : '';
  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        {t('admin.autoLogin.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.autoLogin.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('admin.autoLogin.project')} description={t('admin.autoLogin.projectHint')} disabled={disabled} {...form.getInputProps('projectId')} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={disabled}>
              {t('admin.autoLogin.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {issued && (
        <Alert color="teal" mt="md" title={t('admin.autoLogin.issued')} data-testid="auto-login-url">
          <Stack gap="xs">
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {fullUrl}
            </Code>
            <Text size="xs">{t('admin.autoLogin.expires', { date: formatDate(issued.expiresAt, i18n.language, true) })}</Text>
            <Group>
              <CopyButton value={fullUrl}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Card>
  );
}
