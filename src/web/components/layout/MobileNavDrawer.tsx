import { Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';
import { LanguageSwitch } from './LanguageSwitch';
import { CART_NAV, HOME_NAV, MAIN_NAV, MORE_NAV } from './nav';

/** The header's menu on phones and tablets: the cart, the whole navigation and the language switch in a drawer. */
export function MobileNavDrawer({ opened, onClose, isActive, signedIn }: { opened: boolean; onClose: () => void; isActive: (to: string) => boolean; signedIn: boolean }) {
  const { t } = useTranslation();
  const items = [...(signedIn ? [HOME_NAV] : []), CART_NAV, ...MAIN_NAV, ...MORE_NAV];
  return (
    <Drawer opened={opened} onClose={onClose} size="min(320px, 85vw)" title={<Text fw={700}>{t('nav.menu')}</Text>} closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
      <Stack gap="xs">
        <nav aria-label={t('nav.mobileLabel')}>
          {items.map((item) => (
            <MantineNavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={18} aria-hidden />}
              onClick={onClose}
              active={isActive(item.to)}
              aria-current={isActive(item.to) ? 'page' : undefined}
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
  );
}
