import { IconBooks, IconPalette, IconPhotoAi, IconTag, IconUsersGroup } from '@tabler/icons-react';

/** Main navigation (labels are i18n keys). */
export const MAIN_NAV = [
  { to: '/indexHome', label: 'nav.design', icon: IconPalette },
  { to: '/image-gen', label: 'nav.aiImages', icon: IconPhotoAi },
  { to: '/StickerLibrary', label: 'nav.library', icon: IconBooks },
  { to: '/pricing', label: 'nav.pricing', icon: IconTag },
  { to: '/showcase', label: 'nav.community', icon: IconUsersGroup },
] as const;
