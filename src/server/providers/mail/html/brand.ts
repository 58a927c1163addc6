/** The shop's look in e-mail: the web theme's brand violet (theme.ts, brand.6), on white, in system fonts. */
export const BRAND = {
  name: 'Sticker Studio',
  colour: '#5f2fd6',
  link: '#4f24bd',
  text: '#1f2330',
  muted: '#6b7080',
  page: '#f4f2fa',
} as const;

export const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** What the layout prints around every message: where the shop is, and the site's address. */
export interface MailBrand {
  publicUrl: string;
  postalAddress: string;
}
