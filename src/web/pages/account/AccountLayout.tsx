import { Alert, Anchor, Button, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFolder, IconMailExclamation, IconPackage, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/queries';
import { usePageTitle } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

const TABS = [
  { value: 'projects', icon: IconFolder, label: 'account.myDesigns' },
  { value: 'orders', icon: IconPackage, label: 'account.orders' },
  { value: 'settings', icon: IconSettings, label: 'account.settings' },
  { value: 'profile', icon: IconUser, label: 'account.profile' },
] as const;

export function AccountLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = location.pathname.split('/')[2] ?? 'projects';

  // better-auth sends a failed verification link back to its callback (/account/projects) with ?error=…
  const verifyError = params.get('error');
  if (verifyError) return <Navigate to={`/verify-email?error=${encodeURIComponent(verifyError)}`} replace />;

  if (!session) return <SignedOut />;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      {!session.emailVerified && !session.isAdmin && (
        <Alert color="yellow" icon={<IconMailExclamation size={18} />} mb="lg" title={t('account.unverifiedTitle')}>
          <Text size="sm">
            {t('account.unverified', { email: session.email })}{' '}
            <Anchor component={Link} to="/verify-email" size="sm" c="dark" underline="always" fw={600}>
              {t('account.verifyNow')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <Tabs className="section-tabs" value={current} onChange={(v) => v && navigate(`/account/${v}`)} mb="xl" aria-label={t('account.sections')}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Container>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  const location = useLocation();
  usePageTitle(t('account.title'));
  return (
    <Container size="sm" py={56}>
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1} fz={28}>
            {t('account.title')}
          </Title>
          <Text>{t('account.signInToSee')}</Text>
          <Group>
            <Button component={Link} to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
              {t('account.signIn')}
            </Button>
            <Button component={Link} to="/login?tab=signup" variant="default">
              {t('login.createAccount')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
