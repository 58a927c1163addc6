import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { requestPasswordReset } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { signInWithEmail } from '../../api/queries';
import type { SessionUser } from '../../api/types';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { PasswordField } from '../PasswordField';
import { useLoginValidation } from './useLoginValidation';

interface Props {
  onSignedIn: (user: SessionUser | null) => void;
  submitLabel?: string;
  withForgotPassword?: boolean;
  idPrefix?: string;
}

/** E-mail + password sign-in with the SPEC §5 client checks and translated server errors. */
export function SignInForm({ onSignedIn, submitLabel, withForgotPassword = true, idPrefix = 'signin' }: Props) {
  const { t } = useTranslation();
  const rules = useLoginValidation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetBusy, setResetBusy] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: rules.email, password: rules.password },
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const user = await signInWithEmail(values.email, values.password);
      onSignedIn(user);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });

  const forgotPassword = async () => {
    setError(null);
    setResetSentTo(null);
    if (form.validateField('email').hasError) return;
    const email = form.getValues().email.trim();
    setResetBusy(true);
    try {
      await requestPasswordReset(email);
      setResetSentTo(email);
      notify('success', t('login.resetSent', { email }), t('login.resetSentTitle'));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setResetBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel ?? t('login.signIn')}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="auth-error">
            {error}
          </Alert>
        )}
        {resetSentTo && (
          <Alert color="teal" role="status">
            {t('login.resetSent', { email: resetSentTo })}
          </Alert>
        )}
        <TextInput
          id={`${idPrefix}-email`}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={16} aria-hidden />}
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          id={`${idPrefix}-password`}
          label={t('login.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          required
          {...form.getInputProps('password')}
        />
        {withForgotPassword && (
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => void forgotPassword()} disabled={resetBusy}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={busy} fullWidth size="md">
          {submitLabel ?? t('login.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
