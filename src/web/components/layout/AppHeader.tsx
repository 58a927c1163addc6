import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCartCount } from '../../api/cartCount';
import { lazyWithQueries } from '../../api/lazy-with-queries';
import { useSession } from '../../api/session';
import { pageTextsReady } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MAIN_NAV } from './nav';

// The phone menu (a Mantine Drawer: focus trap, overlay, transitions) loads at the first tap on the burger.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));

// Signed-in only, with a Tooltip (floating-ui): a chunk guests never load.
const CreditsBadge = lazyWithQueries(() => import('../ai/CreditsBadge'), 'CreditsBadge');
// Signed-in only: the notifications bell and its popover, a chunk that waits for the page texts.
const NotificationBell = lazyWithQueries(() => import('../community/NotificationBell'), 'NotificationBell', pageTextsReady);

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = useSession() !== null;
  const cartCount = useCartCount();
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (opened && !drawerLoaded) setDrawerLoaded(true);

  return (
    <Box component="header" className="app-header">
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} aria-expanded={opened} />
            <Logo compact={signedIn} />
          </Group>
          <Group component="nav" aria-label={t('nav.label')} gap={2} visibleFrom="md" wrap="nowrap">
            {MAIN_NAV.map((item) => {
              const active = isActive(pathname, item.to);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? 'brand' : 'dark'}
                  size="sm"
                  px={10}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(item.label)}
                </Button>
              );
            })}
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {signedIn && (
              <Suspense fallback={null}>
                <CreditsBadge />
              </Suspense>
            )}
            {signedIn && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            <Box visibleFrom="md">
              <LanguageSwitch />
            </Box>
            <CartLink count={cartCount} />
            <AccountMenu />
          </Group>
        </Group>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={opened} onClose={close} isActive={(to) => isActive(pathname, to)} signedIn={signedIn} />
        </Suspense>
      )}
    </Box>
  );
}
