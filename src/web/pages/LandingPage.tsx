import { Badge, Box, Button, Card, Container, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBooks, IconBrush, IconEye, IconPalette, IconPhotoAi, IconQrcode, IconScissors, IconTruckDelivery, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PLANS } from '../../shared/plans';
import { usePageTitle } from '../components/PageHeader';
import { StickerArt } from '../components/StickerArt';
import { formatPrice } from '../i18n';
import { useTranslation } from '../translation/useTranslation';

const STEPS = [
  { key: 'design', icon: IconPalette },
  { key: 'ai', icon: IconPhotoAi },
  { key: 'preview', icon: IconEye },
  { key: 'order', icon: IconTruckDelivery },
] as const;

const FEATURES = [
  { key: 'library', icon: IconBooks, to: '/StickerLibrary' },
  { key: 'tools', icon: IconScissors, to: '/tools/remove-background' },
  { key: 'qr', icon: IconQrcode, to: '/tools/qr-code' },
  { key: 'draw', icon: IconBrush, to: '/tools/draw' },
  { key: 'community', icon: IconUsersGroup, to: '/showcase' },
] as const;

export function LandingPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('landing.documentTitle'));
  const fromPrice = PLANS.bronze.price ? formatPrice(PLANS.bronze.price, i18n.language) : '';
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
                  <Button component={Link} to="/indexHome" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
                    {t('landing.ctaDesign')}
                  </Button>
                  <Button component={Link} to="/image-gen" size="lg" variant="default">
                    {t('landing.ctaAi')}
                  </Button>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('landing.freeNote')}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Group justify="center">
                <StickerArt size={340} />
              </Group>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Stack gap={6} mb="xl" align="center" ta="center">
          <Title order={2} fz={{ base: 26, sm: 32 }}>
            {t('landing.stepsTitle')}
          </Title>
          <Text c="dimmed" maw={620}>
            {t('landing.stepsIntro')}
          </Text>
        </Stack>
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
                {t(`landing.steps.${step.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`landing.steps.${step.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="gray.0" py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <Title order={2} fz={{ base: 26, sm: 32 }} mb="lg">
            {t('landing.featuresTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map((f) => (
              <Card key={f.key} component={Link} to={f.to} style={{ textDecoration: 'none', color: 'inherit' }}>
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" variant="light" color="pink" aria-hidden>
                    <f.icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="md" mb={4}>
                      {t(`landing.features.${f.key}.title`)}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t(`landing.features.${f.key}.text`)}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="md" py={{ base: 40, sm: 64 }}>
        <Card p={{ base: 'lg', sm: 40 }} bg="brand.7" c="white" style={{ border: 'none' }}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              {t('landing.pricingTitle')}
            </Title>
            <Text maw={560}>{t('landing.pricingText', { price: fromPrice })}</Text>
            <Group justify="center">
              <Button component={Link} to="/pricing" variant="white" color="brand.8" size="md">
                {t('landing.pricingCta')}
              </Button>
              <Button component={Link} to="/login" variant="outline" color="white" size="md">
                {t('landing.signUpCta')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
