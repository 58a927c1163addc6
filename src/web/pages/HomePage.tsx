import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconLogin, IconPalette, IconPhotoAi, IconTag } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redeemAutoLoginKey } from '../api/auth';
import { setStoredToken } from '../api/client';
import { refreshSession, useSession } from '../api/queries';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { useTranslation } from '../translation/useTranslation';
import { HomeDashboard } from './home/HomeDashboard';

/** One redemption per key even if React runs the effect twice (auto-login keys are single-use). */
const redemptions = new Map<string, Promise<string>>();

function redeem(username: string, projectid: string, key: string): Promise<string> {
  const id = `${username}\n${projectid}\n${key}`;
  let pending = redemptions.get(id);
  if (!pending) {
    pending = redeemAutoLoginKey({ username, projectid, key });
    redemptions.set(id, pending);
  }
  return pending;
}

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const username = params.get('username');
  const projectid = params.get('projectid');
  const key = params.get('key');
  const autoLogin = !!(username && projectid && key);
  const [working, setWorking] = useState(autoLogin);

  useEffect(() => {
    if (!username || !projectid || !key) return;
    let cancelled = false;
    setWorking(true);
    redeem(username, projectid, key)
      .then(async (jwt) => {
        setStoredToken(jwt);
        await refreshSession();
        if (cancelled) return;
        setWorking(false);
        // Drop the single-use key from the address bar and history.
        navigate('/home', { replace: true });
      })
      .catch(() => {
        if (cancelled) return;
        setStoredToken(null);
        void refreshSession().catch(() => undefined);
        window.alert(t('home.autoLoginFailed'));
        navigate('/', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [username, projectid, key, navigate, t]);

  if (working) return <PageLoader />;

  if (session) {
    return (
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <PageHeader title={t('home.welcomeBack', { name: session.name || session.email })} description={t('home.signedInIntro')} />
        <HomeDashboard />
      </Container>
    );
  }

  const links = [
    { to: '/indexHome', icon: IconPalette, key: 'editor' },
    { to: '/image-gen', icon: IconPhotoAi, key: 'ai' },
    { to: '/login', icon: IconLogin, key: 'signIn' },
    { to: '/StickerLibrary', icon: IconBooks, key: 'library' },
    { to: '/pricing', icon: IconTag, key: 'pricing' },
  ];

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('home.title')} description={t('home.intro')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="home-links">
        {links.map((l) => (
          <Card key={l.key} component={Link} to={l.to} style={{ textDecoration: 'none', color: 'inherit' }}>
            <ThemeIcon size={44} radius="xl" variant="light" mb="md" aria-hidden>
              <l.icon size={24} />
            </ThemeIcon>
            <Title order={2} fz="lg" mb={4}>
              {t(`home.links.${l.key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`home.links.${l.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
