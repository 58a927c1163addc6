import { IconBooks, IconHome, IconMessages, IconPalette, IconPhotoAi, IconShoppingCart, IconSparkles, IconTag, IconUpload, IconUsersGroup } from '@tabler/icons-react';

/**
 * The shop's navigation (labels are i18n keys). The header shows MAIN_NAV from the `sm` width; the
 * phone menu shows MAIN_NAV and MORE_NAV (and the signed-in home); the footer links them all.
 * Sticker prices (what printing costs) and AI plans & credits (what generating costs) are separate.
 */
export const MAIN_NAV = [
  { to: '/upload-pricing', label: 'nav.upload', icon: IconUpload },
  { to: '/sticker-prices', label: 'nav.stickerPrices', icon: IconTag },
  { to: '/StickerLibrary', label: 'nav.library', icon: IconBooks },
  { to: '/indexHome', label: 'nav.design', icon: IconPalette },
  { to: '/image-gen', label: 'nav.aiImages', icon: IconPhotoAi },
  { to: '/showcase', label: 'nav.community', icon: IconUsersGroup },
] as const;

export const MORE_NAV = [
  { to: '/pricing', label: 'nav.aiPlans', icon: IconSparkles },
  { to: '/forum', label: 'nav.forum', icon: IconMessages },
] as const;

/** The signed-in shopper's start page (designs, orders, credits). */
export const HOME_NAV = { to: '/home', label: 'nav.home', icon: IconHome } as const;

export const CART_NAV = { to: '/cart', label: 'nav.cart', icon: IconShoppingCart } as const;
