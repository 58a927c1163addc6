import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAt, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { signUpWithEmail } from '../../api/queries';
import { useTranslation } from '../../translation/useTranslation';
import { PasswordField } from '../PasswordField';
import { ACCOUNT_NAME_MAX, accountNameError } from './accountName';
import { useLoginValidation } from './useLoginValidation';

/** Create account: name, e-mail, password. The verification link lands on /account/projects, signed in. */
/** `returnTo`: where the verification e-mail's link leads (the page the person was on). */
export function SignUpForm({ onSignedUp, returnTo }: { onSignedUp: (email: string) => void; returnTo?: string }) {
  const { t } = useTranslation();
  const rules = useLoginValidation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { name: '', email: '', password: '' },
    validate: {
      name: (value: string) => accountNameError(value, t),
      email: rules.email,
      password: rules.password,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await signUpWithEmail(values, returnTo);
      onSignedUp(values.email.trim());
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.createAccount')}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="auth-error">
            {error}
          </Alert>
        )}
        <TextInput
          id="signup-name"
          label={t('login.name')}
          autoComplete="name"
          leftSection={<IconUser size={16} aria-hidden />}
          maxLength={ACCOUNT_NAME_MAX}
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          id="signup-email"
          label={t('login.email')}
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={16} aria-hidden />}
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          id="signup-password"
          label={t('login.password')}
          description={t('login.passwordHint')}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          {t('login.createAccount')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('login.termsNote')}
        </Text>
      </Stack>
    </form>
  );
}
