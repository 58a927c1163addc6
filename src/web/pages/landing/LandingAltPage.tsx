import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPalette, IconSparkles } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CATALOG_CATEGORIES } from '../../../shared/catalog/catalog';
import { usePageTitle } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { pricesFrom } from '../../components/pricing/pricesFrom';
import { useTranslation } from '../../translation/useTranslation';
import { useLandingData } from './landingData';
import { AiSection, ClosingCta, HowItWorksSection, ItemStrip, MaterialsSection, PricesSection, SectionTitle } from './sections';

const COUNTS = { stickers: 12, templates: 8 };

/**
 * /landing-alt: the storefront led by the catalogue — a hero made of real library stickers,
 * shopping by category, templates, then prices, materials, AI and how ordering works. Same data and
 * sections as /, another order and layout.
 */
export function LandingAltPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.more.alt.documentTitle'));
  const data = useLandingData(COUNTS);
  const prices = useMemo(() => (data.prices ? pricesFrom(data.prices) : []), [data.prices]);
  if (!data.loaded) return <PageLoader />;
  const collage = data.stickers.slice(0, 6);
  return (
    <>
      <Box style={{ background: 'linear-gradient(160deg, var(--mantine-color-dark-8), var(--mantine-color-brand-9))' }} c="white">
        <Container size="xl" py={{ base: 40, sm: 72 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Badge variant="white" size="lg" radius="xl" w="fit-content">
                {t('landing.more.alt.badge')}
              </Badge>
              <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.08}>
                {t('landing.more.alt.title')}
              </Title>
              <Text size="lg" c="gray.3" maw={540}>
                {t('landing.more.alt.subtitle')}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/StickerLibrary" size="lg" variant="white" color="dark" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {t('landing.more.alt.shop')}
                </Button>
                <Button component={Link} to="/templates" size="lg" variant="outline" color="white" leftSection={<IconPalette size={18} aria-hidden />}>
                  {t('landing.more.alt.templates')}
                </Button>
              </Group>
            </Stack>
            <SimpleGrid cols={3} spacing="sm" aria-hidden data-testid="landing-alt-collage">
              {collage.map((item, i) =>
                item.thumbnailUrl ? (
                  <img
                    key={item.id}
                    src={item.thumbnailUrl}
                    alt=""
                    width={200}
                    height={200}
                    loading={i < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    style={{ width: '100%', height: 'auto', transform: `rotate(${[-6, 4, -3, 5, -4, 3][i]}deg)`, filter: 'drop-shadow(0 8px 14px rgba(0,0,0,.35))' }}
                  />
                ) : null,
              )}
            </SimpleGrid>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <SectionTitle title={t('landing.more.alt.categoriesTitle')} intro={t('landing.more.alt.categoriesIntro')} />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="landing-alt-categories">
          {CATALOG_CATEGORIES.map((category) => (
            <Card key={category} component={Link} to={`/StickerLibrary?category=${category}`} padding="md" style={{ textDecoration: 'none', color: 'inherit' }}>
              <Text fw={700}>{t(`library.categories.${category}`)}</Text>
              <Text size="xs" c="dimmed">
                {t('landing.more.alt.shopCategory')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      {data.stickers.length > 0 && (
        <Container size="xl" pb={{ base: 40, sm: 64 }}>
          <SectionTitle title={t('landing.more.highlights.library')} align="left" />
          <ItemStrip items={data.stickers.slice(0, 8)} to={(item) => `/StickerLibrary?q=${encodeURIComponent(item.name)}`} testId="landing-library-strip" />
        </Container>
      )}

      {data.templates.length > 0 && (
        <Box bg="gray.0" py={{ base: 40, sm: 64 }}>
          <Container size="xl">
            <SectionTitle title={t('landing.more.alt.templatesTitle')} intro={t('landing.more.alt.templatesIntro')} align="left" />
            <ItemStrip items={data.templates} to={(item) => `/template?id=${encodeURIComponent(item.id)}`} testId="landing-template-strip" />
          </Container>
        </Box>
      )}

      <PricesSection prices={prices} />
      <MaterialsSection />
      <AiSection />
      <HowItWorksSection />
      <ClosingCta>
        <Button component={Link} to="/image-gen" variant="subtle" color="white" leftSection={<IconSparkles size={16} aria-hidden />}>
          {t('landing.more.ai.cta')}
        </Button>
      </ClosingCta>
    </>
  );
}
