import { Anchor, Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBooks,
  IconBrush,
  IconEye,
  IconLayoutGrid,
  IconPalette,
  IconPhotoAi,
  IconQrcode,
  IconScissors,
  IconSparkles,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogItem } from '../../../shared/api/catalog.responses';
// From the files, not the index: the index brings the zod schemas, which the landing does not load.
import { stickerLabelKey } from '../../../shared/sticker/labels';
import { MATERIAL_IDS, MATERIAL_LOOK, type MaterialLook } from '../../../shared/sticker/materials';
import { type PriceFrom, STOREFRONT_PRODUCTS } from '../../components/pricing/pricesFrom';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** The storefront's sections, shared by / and /landing-alt in different orders and layouts. */

export function SectionTitle({ title, intro, align = 'center' }: { title: string; intro?: string; align?: 'center' | 'left' }) {
  return (
    <Stack gap={6} mb="xl" align={align === 'center' ? 'center' : 'flex-start'} ta={align}>
      <Title order={2} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" maw={640}>
          {intro}
        </Text>
      )}
    </Stack>
  );
}

/** Where each product card leads: to ordering that product (upload your art, or its calculator). */
const PRODUCT_LINKS: Record<(typeof STOREFRONT_PRODUCTS)[number], string> = {
  'die-cut': '/upload-pricing?product=die-cut',
  'kiss-cut': '/upload-pricing?product=kiss-cut',
  'sticker-sheet': '/sticker-prices?product=sticker-sheet#calculator',
  'vinyl-decal': '/VinylDecalPrice',
  'library-item': '/StickerLibrary',
};

/** What you can make: each product with its "from" price when the table is in. */
export function ProductsSection({ prices }: { prices: PriceFrom[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} data-testid="landing-products">
      <SectionTitle title={t('landing.more.products.title')} intro={t('landing.more.products.intro')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        {STOREFRONT_PRODUCTS.map((product) => {
          const from = prices.find((p) => p.product === product);
          return (
            <Card key={product} component={Link} to={PRODUCT_LINKS[product]} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Title order={3} fz="md" mb={4}>
                {t(`landing.more.products.items.${product}.title`)}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t(`landing.more.products.items.${product}.text`)}
              </Text>
              {from && (
                <Text size="sm" fw={700} c="brand.7" mt="auto">
                  {t('landing.more.products.from', { price: formatPrice(from.line, i18n.language), quantity: from.quantity })}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}

/** A hint of each look a material is drawn with (shared/sticker/materials.ts). */
const SWATCHES: Record<MaterialLook, string> = {
  white: '#ffffff',
  clear: 'repeating-conic-gradient(#e9ecef 0 25%, #ffffff 0 50%) 0 0 / 16px 16px',
  holographic: 'linear-gradient(135deg, #ffd6e7, #c5f6fa, #d0bfff, #fff3bf, #b2f2bb)',
  glitter: 'radial-gradient(circle at 20% 30%, #fff 0 2px, transparent 3px) 0 0 / 12px 12px, linear-gradient(135deg, #e599f7, #74c0fc)',
  mirror: 'linear-gradient(135deg, #f1f3f5 0%, #adb5bd 45%, #f8f9fa 55%, #868e96 100%)',
};

/** The materials, each with a swatch that hints at its look. */
export function MaterialsSection() {
  const { t } = useTranslation();
  return (
    <Box bg="gray.0" py={{ base: 40, sm: 64 }} data-testid="landing-materials">
      <Container size="xl">
        <SectionTitle title={t('landing.more.materials.title')} intro={t('landing.more.materials.intro')} />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {MATERIAL_IDS.map((m) => (
            <Card key={m} padding="md">
              <Box h={56} mb="sm" style={{ borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)', background: SWATCHES[MATERIAL_LOOK[m]] }} aria-hidden />
              <Text fw={700} size="sm">
                {t(stickerLabelKey.material(m))}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`landing.more.materials.items.${m}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** AI generation: what it does, what it costs, where to try it. */
export function AiSection() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} data-testid="landing-ai">
      <Card p={{ base: 'lg', sm: 40 }} style={{ background: 'linear-gradient(135deg, var(--mantine-color-brand-0), var(--mantine-color-pink-0))', border: 'none' }}>
        <Group wrap="wrap" gap="xl" align="center">
          <ThemeIcon size={72} radius="xl" variant="white" aria-hidden>
            <IconSparkles size={40} />
          </ThemeIcon>
          <Stack gap="xs" style={{ flex: '1 1 320px' }}>
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              {t('landing.more.ai.title')}
            </Title>
            <Text>{t('landing.more.ai.text')}</Text>
            <Text size="sm" c="dimmed">
              {t('landing.more.ai.credits')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Button component={Link} to="/image-gen" size="md" leftSection={<IconPhotoAi size={18} aria-hidden />}>
              {t('landing.more.ai.cta')}
            </Button>
            <Button component={Link} to="/custom-order" size="md" variant="default">
              {t('landing.more.ai.custom')}
            </Button>
          </Stack>
        </Group>
      </Card>
    </Container>
  );
}

const STEPS = [
  { key: 'design', icon: IconPalette },
  { key: 'preview', icon: IconEye },
  { key: 'order', icon: IconScissors },
  { key: 'ship', icon: IconTruckDelivery },
] as const;

/** How ordering works, in four steps. */
export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} data-testid="landing-steps">
      <SectionTitle title={t('landing.more.steps.title')} intro={t('landing.more.steps.intro')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {STEPS.map((step, index) => (
          <Card key={step.key}>
            <Group justify="space-between" mb="md">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                <step.icon size={24} />
              </ThemeIcon>
              <Text fw={800} fz={28} c="brand.6" aria-hidden>
                {index + 1}
              </Text>
            </Group>
            <Title order={3} fz="lg" mb={6}>
              {t(`landing.more.steps.items.${step.key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`landing.more.steps.items.${step.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** A row of catalog thumbnails (lazy images) linking to their gallery. */
export function ItemStrip({ items, to, testId }: { items: CatalogItem[]; to: (item: CatalogItem) => string; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="sm" data-testid={testId}>
      {items.map((item) => (
        <Card key={item.id} component={Link} to={to(item)} padding={6} style={{ textDecoration: 'none', color: 'inherit' }}>
          {item.thumbnailUrl ? (
            <img
              src={item.thumbnailUrl}
              alt={item.name}
              loading="lazy"
              decoding="async"
              width={240}
              height={240}
              style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' }}
            />
          ) : (
            <Box style={{ aspectRatio: '1 / 1' }} bg="gray.0" />
          )}
          <Text size="xs" fw={600} ta="center" lineClamp={1} mt={4}>
            {item.name}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Library and template highlights, and the community showcase's door. */
export function HighlightsSection({ stickers, templates }: { stickers: CatalogItem[]; templates: CatalogItem[] }) {
  const { t } = useTranslation();
  if (stickers.length === 0 && templates.length === 0) return null;
  return (
    <Box bg="gray.0" py={{ base: 40, sm: 64 }} data-testid="landing-highlights">
      <Container size="xl">
        <SectionTitle title={t('landing.more.highlights.title')} intro={t('landing.more.highlights.intro')} />
        {stickers.length > 0 && (
          <Stack gap="sm" mb="xl">
            <Group justify="space-between">
              <Title order={3} fz="lg">
                {t('landing.more.highlights.library')}
              </Title>
              <Anchor component={Link} to="/StickerLibrary" fw={600} size="sm">
                {t('landing.more.highlights.browseLibrary')}
              </Anchor>
            </Group>
            <ItemStrip items={stickers} to={(item) => `/StickerLibrary?q=${encodeURIComponent(item.name)}`} testId="landing-library-strip" />
          </Stack>
        )}
        {templates.length > 0 && (
          <Stack gap="sm" mb="xl">
            <Group justify="space-between">
              <Title order={3} fz="lg">
                {t('landing.more.highlights.templates')}
              </Title>
              <Anchor component={Link} to="/templates" fw={600} size="sm">
                {t('landing.more.highlights.browseTemplates')}
              </Anchor>
            </Group>
            <ItemStrip items={templates} to={(item) => `/template?id=${encodeURIComponent(item.id)}`} testId="landing-template-strip" />
          </Stack>
        )}
        <Group gap="xs" justify="center">
          <IconUsersGroup size={18} aria-hidden />
          <Text size="sm">
            {t('landing.more.highlights.showcase')}{' '}
            <Anchor component={Link} to="/showcase" fw={600} underline="always">
              {t('landing.more.highlights.showcaseLink')}
            </Anchor>
          </Text>
        </Group>
      </Container>
    </Box>
  );
}

/** The "from" prices as a compact table. */
export function PricesSection({ prices }: { prices: PriceFrom[] }) {
  const { t, i18n } = useTranslation();
  if (prices.length === 0) return null;
  return (
    <Container size="md" py={{ base: 40, sm: 64 }} data-testid="landing-prices">
      <SectionTitle title={t('landing.more.prices.title')} intro={t('landing.more.prices.intro')} />
      <Card p={0}>
        {prices.map((row, i) => (
          <Group key={row.product} justify="space-between" wrap="nowrap" px="md" py="sm" style={{ borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined }}>
            <div>
              <Text fw={700} size="sm">
                {t(`landing.more.products.items.${row.product}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('landing.more.prices.each', { price: formatPrice(row.unit, i18n.language) })}
              </Text>
            </div>
            <Badge size="lg" variant="light" tt="none">
              {t('landing.more.products.from', { price: formatPrice(row.line, i18n.language), quantity: row.quantity })}
            </Badge>
          </Group>
        ))}
      </Card>
      <Group justify="center" mt="md">
        <Button component={Link} to="/sticker-prices" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('landing.more.prices.cta')}
        </Button>
      </Group>
    </Container>
  );
}

const FEATURES = [
  { key: 'library', icon: IconBooks, to: '/StickerLibrary' },
  { key: 'templates', icon: IconLayoutGrid, to: '/templates' },
  { key: 'tools', icon: IconScissors, to: '/tools/remove-background' },
  { key: 'qr', icon: IconQrcode, to: '/tools/qr-code' },
  { key: 'draw', icon: IconBrush, to: '/tools/draw' },
  { key: 'community', icon: IconUsersGroup, to: '/showcase' },
] as const;

/** The tools around the editor. */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }}>
      <SectionTitle title={t('landing.more.features.title')} align="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((f) => (
          <Card key={f.key} component={Link} to={f.to} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" color="pink" aria-hidden>
                <f.icon size={22} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="md" mb={4}>
                  {t(`landing.more.features.items.${f.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`landing.more.features.items.${f.key}.text`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The closing call to action. */
export function ClosingCta({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Card p={{ base: 'lg', sm: 40 }} bg="brand.7" c="white" style={{ border: 'none' }}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            {t('landing.more.closing.title')}
          </Title>
          <Text maw={560}>{t('landing.more.closing.text')}</Text>
          <Group justify="center">
            <Button component={Link} to="/indexHome" variant="white" color="brand.8" size="md">
              {t('landing.more.closing.design')}
            </Button>
            <Button component={Link} to="/login" variant="outline" color="white" size="md">
              {t('landing.more.closing.signUp')}
            </Button>
          </Group>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
