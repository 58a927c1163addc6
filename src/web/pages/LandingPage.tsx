import { Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBooks } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { preloadEditor } from '../components/editor/preloadEditor';
import { usePageTitle } from '../components/PageHeader';
import { StickerArt } from '../components/StickerArt';
import { laterTextsReady } from '../i18n';
import { useTranslation } from '../translation/useTranslation';

/**
 * The sections under the hero (products, materials, AI, highlights, how ordering works, prices): their
 * own chunk with their own texts (`laterTextsReady`: not the whole catalogue), loaded after the first
 * paint so the landing bundle stays in budget (decision 18). The hero alone is in the main bundle.
 */
/** The hero's price and library stickers: a small chunk of their own, with the lower parts' texts (product names). */
const heroExtras = () => Promise.all([import('./landing/HeroExtras'), laterTextsReady()]).then(([module]) => module);
const HeroPrice = lazy(() => heroExtras().then((m) => ({ default: m.HeroPrice })));
const HeroStickers = lazy(() => heroExtras().then((m) => ({ default: m.HeroStickers })));

const LandingSections = lazy(async () => {
  const [module] = await Promise.all([import('./landing/LandingSections'), laterTextsReady()]);
  return { default: module.LandingSections };
});

export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.documentTitle'));
  return (
    <>
      <Box className="hero-gradient">
        <Container size="xl" py={{ base: 40, sm: 72 }}>
          <Grid align="center" gap={{ base: 'xl', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Badge variant="light" size="lg" radius="xl" w="fit-content">
                  {t('landing.badge')}
                </Badge>
                <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.08} style={{ letterSpacing: '-0.02em' }}>
                  {t('landing.title')}
                </Title>
                <Text size="xl" c="dimmed" maw={560}>
                  {t('landing.subtitle')}
                </Text>
                <Group gap="sm">
                  <Button
                    component={Link}
                    to="/indexHome"
                    size="lg"
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                    onPointerEnter={preloadEditor}
                    onFocus={preloadEditor}
                    onTouchStart={preloadEditor}
                  >
                    {t('landing.ctaDesign')}
                  </Button>
                  <Button component={Link} to="/StickerLibrary" size="lg" variant="default" leftSection={<IconBooks size={18} aria-hidden />}>
                    {t('landing.ctaLibrary')}
                  </Button>
                </Group>
                <Suspense fallback={<Box mih={52} />}>
                  <HeroPrice />
                </Suspense>
                <Text size="sm" c="dimmed">
                  {t('landing.freeNote')}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Group justify="center">
                <Suspense fallback={<StickerArt size={340} />}>
                  <HeroStickers />
                </Suspense>
              </Group>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <Suspense fallback={<Box mih="60vh" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
