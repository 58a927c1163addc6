import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailSchema } from '../../shared/validation';
import { sendVerificationEmail } from '../api/auth';
import { errorMessage, translateSpecMessage } from '../api/errors';
import { useSession } from '../api/queries';
import { PageHeader } from '../components/PageHeader';
import { useTranslation } from '../translation/useTranslation';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const linkError = params.get('error');
  const [email, setEmail] = useState(session?.email ?? params.get('email') ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const knownEmail = session?.email ?? params.get('email');

  const resend = async () => {
    setStatus(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(translateSpecMessage(parsed.error.issues[0]?.message, t) ?? t('messages.invalidEmail'));
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      await sendVerificationEmail(parsed.data, params.get('redirect'));
      setStatus({ ok: true, message: t('verify.resent', { email: parsed.data }) });
    } catch (err) {
      setStatus({ ok: false, message: errorMessage(err, t) });
    } finally {
      setBusy(false);
    }
  };

  if (session?.emailVerified && !linkError) {
    return (
      <Container size="sm" py={{ base: 'xl', sm: 56 }}>
        <PageHeader title={t('verify.title')} />
        <Paper withBorder p="xl">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon color="teal.8" size={44} radius="xl" aria-hidden>
              <IconCircleCheck size={26} />
            </ThemeIcon>
            <Stack gap="sm">
              <Text fw={600}>{t('verify.alreadyVerified', { email: session.email })}</Text>
              <div>
                <Button component={Link} to="/account/projects">
                  {t('verify.goToAccount')}
                </Button>
              </div>
            </Stack>
          </Group>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <PageHeader title={t('verify.title')} description={t('verify.intro')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          {linkError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title={t('verify.linkInvalidTitle')}>
              {linkError === 'TOKEN_EXPIRED' ? t('verify.linkExpired') : t('verify.linkInvalid')}
            </Alert>
          )}
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <IconMailForward size={24} />
            </ThemeIcon>
            <Text>{knownEmail ? t('verify.sentTo', { email: knownEmail }) : t('verify.sentGeneric')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('verify.checkSpam')}
          </Text>
          {!session && <TextInput label={t('login.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={emailError} />}
          {status && (
            <Alert color={status.ok ? 'teal' : 'red'} role={status.ok ? 'status' : 'alert'} data-testid="verify-status">
              {status.message}
            </Alert>
          )}
          <Group>
            <Button onClick={() => void resend()} loading={busy}>
              {t('verify.resend')}
            </Button>
            <Button component={Link} to={session ? '/account/projects' : '/login'} variant="default">
              {session ? t('verify.goToAccount') : t('account.signIn')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
