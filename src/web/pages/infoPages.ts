import {
  IconBook,
  IconBooks,
  IconBrush,
  IconDeviceMobile,
  IconEye,
  IconHeartHandshake,
  IconLayoutGrid,
  IconMail,
  IconMessages,
  IconPalette,
  IconPhotoAi,
  IconQrcode,
  IconRocket,
  IconScissors,
  IconShoppingCart,
  IconSparkles,
  IconStar,
  IconTemplate,
  IconTestPipe,
  IconUpload,
} from '@tabler/icons-react';

/** Routes whose full feature ships in later issues: each gets a real heading, a sentence and a useful link. */
export const INFO_PAGES = {
  landingAlt: { to: '/indexHome', icon: IconRocket },
  customOrder: { to: '/image-gen', icon: IconSparkles },
  editor: { to: '/image-gen', icon: IconPalette },
  editorMobile: { to: '/indexHome', icon: IconDeviceMobile },
  template: { to: '/templates', icon: IconTemplate },
  preview: { to: '/indexHome', icon: IconEye },
  uploadPricing: { to: '/pricing', icon: IconUpload },
  stickerLibrary: { to: '/StickerLibraryPrice', icon: IconBooks },
  cart: { to: '/StickerLibrary', icon: IconShoppingCart },
  imageGen: { to: '/pricing', icon: IconPhotoAi },
  subscription: { to: '/pricing', icon: IconStar },
  templates: { to: '/indexHome', icon: IconLayoutGrid },
  blogTutorials: { to: '/indexHome', icon: IconBook },
  forum: { to: '/showcase', icon: IconMessages },
  designUrlTest: { to: '/indexHome', icon: IconTestPipe },
  newsletterThanks: { to: '/blog-tutorials', icon: IconMail },
  qwenTest: { to: '/image-gen', icon: IconTestPipe },
  toolRemoveBackground: { to: '/indexHome', icon: IconScissors },
  toolQrCode: { to: '/indexHome', icon: IconQrcode },
  toolDraw: { to: '/indexHome', icon: IconBrush },
} as const;

export type InfoPageId = keyof typeof INFO_PAGES;
export const COMMUNITY_ICON = IconHeartHandshake;
