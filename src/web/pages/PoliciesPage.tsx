import { Anchor, Container, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { ShippingRates } from '../components/policies/ShippingRates';
import { useTranslation } from '../translation/useTranslation';

const SECTIONS = ['privacy', 'terms', 'shipping', 'refunds'] as const;

export function PoliciesPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('policies.title')} description={t('policies.intro')}>
        <Text size="sm" c="dimmed">
          {t('policies.updated')}
        </Text>
      </PageHeader>
      <Paper withBorder p="md" mb="xl" component="nav" aria-label={t('policies.contents')}>
        <Group gap="lg">
          {SECTIONS.map((s) => (
            <Anchor key={s} component={Link} to={`/policies#${s}`} fw={600}>
              {t(`policies.${s}.title`)}
            </Anchor>
          ))}
        </Group>
      </Paper>
      <Stack gap={40}>
        {SECTIONS.map((s, i) => {
          const points = t(`policies.${s}.points`, { returnObjects: true }) as unknown;
          return (
            <section key={s} id={s} aria-labelledby={`${s}-heading`} style={{ scrollMarginTop: 80 }}>
              {i > 0 && <Divider mb={40} />}
              <Title order={2} id={`${s}-heading`} fz={{ base: 22, sm: 26 }} mb="sm">
                {t(`policies.${s}.title`)}
              </Title>
              <Text mb="md">{t(`policies.${s}.summary`)}</Text>
              <PointList points={points} />
              {s === 'privacy' && <AnalyticsSection />}
              {s === 'shipping' && <ShippingRates />}
            </section>
          );
        })}
      </Stack>
      <Text mt={48} size="sm" c="dimmed">
        {t('policies.contact')}
      </Text>
    </Container>
  );
}

function PointList({ points }: { points: unknown }) {
  return <List spacing="sm">{Array.isArray(points) && points.map((p) => <List.Item key={String(p)}>{String(p)}</List.Item>)}</List>;
}

/** What the analytics records and what it never does. */
function AnalyticsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mt="lg" id="analytics" style={{ scrollMarginTop: 80 }}>
      <Title order={3} fz="lg">
        {t('policies.analytics.title')}
      </Title>
      <Text>{t('policies.analytics.summary')}</Text>
      <PointList points={t('policies.analytics.points', { returnObjects: true }) as unknown} />
    </Stack>
  );
}
