import { Alert, Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CREDIT_PACKS, PLANS, type PlanId } from '../../shared/plans';
import { errorMessage } from '../api/errors';
import { newIdempotencyKey } from '../api/payments';
import { useSession } from '../api/queries';
import { goToCheckout } from '../components/billing/checkoutRedirect';
import { PageHeader } from '../components/PageHeader';
import { formatNumber, formatPrice } from '../i18n';
import { useTranslation } from '../translation/useTranslation';

const SOLD_PLANS: PlanId[] = ['free', 'bronze', 'silver', 'gold', 'platinum'];
const isPaidPlan = (plan: string | null): plan is Exclude<PlanId, 'free' | 'admin'> => !!plan && plan !== 'free' && plan !== 'admin' && plan in PLANS;

export function PricingPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lng = i18n.language;

  /** "Choose" starts a subscription checkout; a guest signs in first and comes back here with ?choose=. */
  async function choose(plan: Exclude<PlanId, 'free' | 'admin'>) {
    if (isPaidPlan(session?.plan ?? null) || session?.plan === 'admin') {
      navigate('/subscription');
      return;
    }
    setBusy(plan);
    setError(null);
    try {
      await goToCheckout({ purpose: 'plan', plan, idempotencyKey: newIdempotencyKey() });
    } catch (err) {
      setError(errorMessage(err, t));
      setBusy(null);
    }
  }
  const chosenOnReturn = useRef(false);
  useEffect(() => {
    const plan = params.get('choose');
    if (!session || chosenOnReturn.current || !isPaidPlan(plan)) return;
    chosenOnReturn.current = true;
    void choose(plan);
  });

  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('pricing.title')} description={t('pricing.intro')} />
      {error && (
        <Alert color="red" role="alert" mb="lg">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="lg">
        {SOLD_PLANS.map((id) => {
          const plan = PLANS[id];
          const current = session?.plan === id;
          const popular = id === 'silver';
          return (
            <Card key={id} style={popular ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" gap={4}>
                  <Title order={2} fz="xl">
                    {t(`plans.${id}.name`)}
                  </Title>
                  {current ? <Badge color="teal.9">{t('pricing.current')}</Badge> : popular ? <Badge>{t('pricing.popular')}</Badge> : null}
                </Group>
                <Text size="sm" c="dimmed" mih={40}>
                  {t(`plans.${id}.description`)}
                </Text>
                <div>
                  <Text fz={28} fw={800} lh={1.1} style={{ whiteSpace: 'nowrap' }}>
                    {plan.price ? formatPrice(plan.price, lng) : null}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('pricing.perMonth')}
                  </Text>
                </div>
                <List spacing={6} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />} style={{ flex: 1 }}>
                  <List.Item>{t('pricing.freeCredits', { formatted: formatNumber(plan.freeCredits, lng) })}</List.Item>
                  {plan.maxImages > 0 && <List.Item>{t('pricing.imageCredits', { formatted: formatNumber(plan.maxImages, lng) })}</List.Item>}
                  <List.Item>{t('pricing.savedDesigns', { formatted: formatNumber(plan.maxSavedDesigns, lng) })}</List.Item>
                </List>
                {id === 'free' || id === 'admin' ? (
                  <Button component={Link} to={session ? '/subscription' : '/login?redirect=%2Fsubscription'} variant="light" fullWidth>
                    {t('pricing.startFree')}
                  </Button>
                ) : session ? (
                  <Button variant={popular ? 'filled' : 'light'} fullWidth loading={busy === id} disabled={busy !== null && busy !== id} onClick={() => void choose(id)}>
                    {t('pricing.choose', { plan: t(`plans.${id}.name`) })}
                  </Button>
                ) : (
                  <Button component={Link} to={`/login?redirect=${encodeURIComponent(`/pricing?choose=${id}`)}`} variant={popular ? 'filled' : 'light'} fullWidth>
                    {t('pricing.choose', { plan: t(`plans.${id}.name`) })}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>

      <Title order={2} id="credit-packs" fz={{ base: 24, sm: 28 }} mt={56} mb="xs" style={{ scrollMarginTop: 80 }}>
        {t('pricing.packsTitle')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('pricing.packsIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {CREDIT_PACKS.map((pack) => (
          <Card key={pack.id}>
            <Title order={3} fz="lg">
              {t(`pricing.packs.${pack.id}`)}
            </Title>
            <Text mt="xs">{t('pricing.packCredits', { formatted: formatNumber(pack.credits, lng) })}</Text>
            <Text fz={24} fw={800} mt="xs">
              {formatPrice(pack.price, lng)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xl">
        {t('pricing.footnote')}
      </Text>
    </Container>
  );
}
