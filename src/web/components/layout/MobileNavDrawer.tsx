import { Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { type Icon, IconBooks, IconHome, IconMessages, IconPalette, IconPhotoAi, IconShoppingCart, IconSparkles, IconTag, IconUpload, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';
import { LanguageSwitch } from './LanguageSwitch';
import { CART_NAV, HOME_NAV, MAIN_NAV, MORE_NAV } from './nav';

/** Each menu entry's icon, by its address. */
const NAV_ICONS: Record<string, Icon> = {
  '/home': IconHome,
  '/cart': IconShoppingCart,
  '/upload-pricing': IconUpload,
  '/sticker-prices': IconTag,
  '/StickerLibrary': IconBooks,
  '/indexHome': IconPalette,
  '/image-gen': IconPhotoAi,
  '/showcase': IconUsersGroup,
  '/pricing': IconSparkles,
  '/forum': IconMessages,
};

/** The header's menu on phones and tablets: the cart, the whole navigation and the language switch in a drawer. */
export function MobileNavDrawer({ opened, onClose, isActive, signedIn }: { opened: boolean; onClose: () => void; isActive: (to: string) => boolean; signedIn: boolean }) {
  const { t } = useTranslation();
  const items = [...(signedIn ? [HOME_NAV] : []), CART_NAV, ...MAIN_NAV, ...MORE_NAV];
  return (
    <Drawer opened={opened} onClose={onClose} size="min(320px, 85vw)" title={<Text fw={700}>{t('nav.menu')}</Text>} closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
      <Stack gap="xs">
        <nav aria-label={t('nav.mobileLabel')}>
          {items.map((item) => {
            const Icon = NAV_ICONS[item.to];
            return (
              <MantineNavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={Icon ? <Icon size={18} aria-hidden /> : null}
                onClick={onClose}
                active={isActive(item.to)}
                aria-current={isActive(item.to) ? 'page' : undefined}
              />
            );
          })}
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
