import { Box, Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { useTranslation } from '../../translation/useTranslation';

// The signed-in menu (Mantine Menu and its floating-ui positioning) is a chunk guests never load.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();

  if (!session) {
    const here = location.pathname + location.search;
    const onAuthPage = ['/login', '/admin/login', '/'].includes(location.pathname);
    return (
      <Button component={Link} to={onAuthPage ? '/login' : `/login?redirect=${encodeURIComponent(here)}`} size="sm" data-testid="sign-in-button">
        {t('account.signIn')}
      </Button>
    );
  }

  return (
    <Suspense fallback={<Box w={32} h={32} aria-hidden />}>
      <UserMenu session={session} />
    </Suspense>
  );
}
