/**
 * The shop's navigation (labels are i18n keys; the phone menu adds icons, NAV_ICONS in MobileNavDrawer,
 * so the first paint carries none). The header shows MAIN_NAV from the `md` width; the phone menu shows
 * the cart, MAIN_NAV and MORE_NAV (and the signed-in home); the footer links them all. Sticker prices
 * (what printing costs) and AI plans & credits (what generating costs) are separate.
 */
export const MAIN_NAV = [
  { to: '/upload-pricing', label: 'nav.upload' },
  { to: '/sticker-prices', label: 'nav.stickerPrices' },
  { to: '/StickerLibrary', label: 'nav.library' },
  { to: '/indexHome', label: 'nav.design' },
  { to: '/image-gen', label: 'nav.aiImages' },
  { to: '/showcase', label: 'nav.community' },
] as const;

export const MORE_NAV = [
  { to: '/pricing', label: 'nav.aiPlans' },
  { to: '/forum', label: 'nav.forum' },
] as const;

/** The signed-in shopper's start page (designs, orders, credits). */
export const HOME_NAV = { to: '/home', label: 'nav.home' } as const;

export const CART_NAV = { to: '/cart', label: 'nav.cart' } as const;

export type NavItem = { to: string; label: string };
