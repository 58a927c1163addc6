import { Anchor, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Sticker Studio violet: shade 6 (buttons) and 7 (links) keep at least 4.5:1 contrast on white. */
const brand: MantineColorsTuple = ['#f3edff', '#e1d6fb', '#c0aaf3', '#9e7cec', '#8156e5', '#6f3fe1', '#5f2fd6', '#4f24bd', '#4420a8', '#371a8a'];

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '750' },
  // sm is 769 px so "mobile" (burger menu) covers widths up to and including 768 px.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Anchor: Anchor.extend({ defaultProps: { c: 'brand.7', underline: 'hover' } }),
    // Light alert titles in their own colour (e.g. yellow on pale yellow) fail contrast: use the text colour.
    // A plain object, not Alert.extend(): importing Alert here would put it in every page's first paint.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/** Mantine's default dimmed grey (#868e96) fails WCAG contrast on white; use a darker grey. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});

/** The "Demo image" badges' background (white text on it: 7.3:1, WCAG AA); the test-mode banner's orange. */
export const DEMO_BADGE_COLOUR = '#9a3412';
