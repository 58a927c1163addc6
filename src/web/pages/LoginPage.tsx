import { Anchor, Button, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../shared/domains';
import { useCartCount } from '../api/cartCount';
import { signOut, useSession } from '../api/queries';
import { SignInForm } from '../components/auth/SignInForm';
import { SignUpForm } from '../components/auth/SignUpForm';
import { usePageTitle } from '../components/PageHeader';
import { useTranslation } from '../translation/useTranslation';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const target = safeRedirectPath(params.get('redirect'), '/account/projects');
  // The verification e-mail leads back to where the person was, or to their cart when it holds something.
  const cartCount = useCartCount();
  const returnTo = cartCount ? '/cart' : target;
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  usePageTitle(tab === 'signup' ? t('login.createAccount') : t('login.signIn'));

  const setTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'signup') next.set('tab', 'signup');
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <Container size={460} py={{ base: 'xl', sm: 56 }}>
      <Stack gap={6} mb="lg" ta="center">
        <Title order={1} fz={{ base: 28, sm: 32 }}>
          {t('login.title')}
        </Title>
        <Text c="dimmed">{t('login.intro')}</Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        {session ? (
          <Stack data-testid="already-signed-in">
            <Text>{t('login.alreadySignedIn', { email: session.email })}</Text>
            <Group>
              <Button onClick={() => navigate(target)}>{t('login.continue')}</Button>
              <Button variant="default" onClick={() => void signOut()}>
                {t('account.signOut')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="signin">{t('login.signIn')}</Tabs.Tab>
              <Tabs.Tab value="signup">{t('login.createAccount')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin">
              <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
            </Tabs.Panel>
            <Tabs.Panel value="signup">
              <SignUpForm
                returnTo={returnTo}
                onSignedUp={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(returnTo)}`, { replace: true })}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Paper>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        {t('login.policiesNote')}{' '}
        <Anchor component={Link} to="/policies#privacy" size="sm" underline="always">
          {t('policies.privacy.title')}
        </Anchor>
      </Text>
    </Container>
  );
}
