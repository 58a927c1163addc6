import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../api/auth';
import { errorMessage } from '../api/errors';
import { useLoginValidation } from '../components/auth/useLoginValidation';
import { PageHeader } from '../components/PageHeader';
import { PasswordField } from '../components/PasswordField';
import { useTranslation } from '../translation/useTranslation';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const rules = useLoginValidation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: rules.password,
      confirm: (value: string, values) => (value !== values.password ? t('reset.mismatch') : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      // The form is only shown with a token in the link.
      await resetPassword(values.password, token ?? '');
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });

  let body: ReactNode;
  if (done) {
    body = (
      <Stack>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('account.signIn')}
        </Button>
      </Stack>
    );
  } else if (linkError || !token) {
    body = (
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {linkError ? t('reset.invalidLink') : t('reset.noToken')}
        </Alert>
        <Text size="sm">{t('reset.askAgain')}</Text>
        <Button component={Link} to="/login">
          {t('reset.backToLogin')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordField label={t('reset.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordField label={t('reset.confirm')} autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Button type="submit" loading={busy}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={480} py={{ base: 'xl', sm: 56 }}>
      <PageHeader title={t('reset.title')} description={t('reset.intro')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        {body}
      </Paper>
    </Container>
  );
}
