import { IconBrush, IconDeviceMobile, IconEye, IconHeartHandshake, IconPalette, IconPhotoAi, IconQrcode, IconScissors, IconSparkles, IconTestPipe } from '@tabler/icons-react';

/** Routes shown as a simple information page: each gets a real heading, a sentence and a useful link. */
export const INFO_PAGES = {
  customOrder: { to: '/image-gen', icon: IconSparkles },
  editor: { to: '/image-gen', icon: IconPalette },
  editorMobile: { to: '/indexHome', icon: IconDeviceMobile },
  preview: { to: '/indexHome', icon: IconEye },
  imageGen: { to: '/pricing', icon: IconPhotoAi },
  qwenTest: { to: '/image-gen', icon: IconTestPipe },
  toolRemoveBackground: { to: '/indexHome', icon: IconScissors },
  toolQrCode: { to: '/indexHome', icon: IconQrcode },
  toolDraw: { to: '/indexHome', icon: IconBrush },
} as const;

export type InfoPageId = keyof typeof INFO_PAGES;
export const COMMUNITY_ICON = IconHeartHandshake;
