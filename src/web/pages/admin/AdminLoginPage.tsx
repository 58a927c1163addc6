import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../shared/domains';
import { signOut, useSession } from '../../api/queries';
import { SignInForm } from '../../components/auth/SignInForm';
import { usePageTitle } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const target = safeRedirectPath(params.get('redirect'), '/admin');
  usePageTitle(t('adminLogin.title'));

  if (session?.isAdmin) return <Navigate to={target} replace />;

  return (
    <Container size={460} py={{ base: 'xl', sm: 56 }}>
      <Stack gap="xs" mb="lg" align="center" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconShieldLock size={28} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('adminLogin.title')}
        </Title>
        <Text c="dimmed">{t('adminLogin.intro')}</Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          {session && (
            <Alert color="yellow" role="alert" data-testid="not-admin">
              <Stack gap="xs">
                {/* Admin rights need a verified address: an allow-listed owner who has not verified yet is told why. */}
                {session.emailVerified ? (
                  <Text size="sm">{t('adminLogin.notAdmin', { email: session.email })}</Text>
                ) : (
                  <Text size="sm" data-testid="verify-first">
                    {t('adminLogin.verifyFirst', { email: session.email })}
                  </Text>
                )}
                <Group>
                  <Button size="xs" variant="default" onClick={() => void signOut()}>
                    {t('account.signOut')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <SignInForm idPrefix="admin" withForgotPassword={false} submitLabel={t('adminLogin.submit')} onSignedIn={() => navigate(target, { replace: true })} />
        </Stack>
      </Paper>
    </Container>
  );
}
