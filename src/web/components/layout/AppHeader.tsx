import { Box, Burger, Button, Container, Divider, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CreditsBadge } from '../ai/CreditsBadge';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MAIN_NAV } from './nav';

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box component="header" className="app-header">
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} aria-expanded={opened} />
            <Logo />
          </Group>
          <Group component="nav" aria-label={t('nav.label')} gap={2} visibleFrom="sm" wrap="nowrap">
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
                  px="sm"
                  aria-current={active ? 'page' : undefined}
                >
                  {t(item.label)}
                </Button>
              );
            })}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CreditsBadge />
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            <AccountMenu />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} size="min(320px, 85vw)" title={<Text fw={700}>{t('nav.menu')}</Text>} closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
        <Stack gap="xs">
          <nav aria-label={t('nav.mobileLabel')}>
            {MAIN_NAV.map((item) => (
              <MantineNavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={<item.icon size={18} aria-hidden />}
                onClick={close}
                active={isActive(pathname, item.to)}
                aria-current={isActive(pathname, item.to) ? 'page' : undefined}
              />
            ))}
          </nav>
          <Divider />
          <Text size="sm" fw={600} id="drawer-language-label">
            {t('language.label')}
          </Text>
          <LanguageSwitch fullWidth />
        </Stack>
      </Drawer>
    </Box>
  );
}
