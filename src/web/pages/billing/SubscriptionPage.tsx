import { Alert, Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { CreditPack } from '../../../shared/plans';
import { creditKeys, useCredits } from '../../api/credits';
import { errorMessage } from '../../api/errors';
import { billingPortalUrl, changePlan, newIdempotencyKey, paymentKeys, setCancelAtPeriodEnd, syncSubscription, useBilling } from '../../api/payments';
import { refreshSession, useSession } from '../../api/queries';
import { CreditPackCards } from '../../components/billing/CreditPackCards';
import { CurrentPlanCard, isLive } from '../../components/billing/CurrentPlanCard';
import { goToCheckout } from '../../components/billing/checkoutRedirect';
import { InvoiceList } from '../../components/billing/InvoiceList';
import { PlanChooser, type SoldPlan } from '../../components/billing/PlanChooser';
import { TestModeBadge } from '../../components/billing/TestModeBadge';
import { UsagePanel } from '../../components/billing/UsagePanel';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../translation/useTranslation';

type Pending = { kind: 'change'; plan: SoldPlan } | { kind: 'cancel' } | null;

/**
 * /subscription: the current plan, usage, plan changes, cancellation at period end, credit packs and
 * the account's invoices.
 * Every visit (and the return from a checkout) runs syncSubscriptionFromStripe first — its result
 * logged, its failure tolerated — so a payment shows here even before its webhook arrives.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const billing = useBilling(!!session);
  const credits = useCredits(!!session);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const synced = useRef(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.billing }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.invoices }),
      queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      refreshSession(),
    ]);

  useEffect(() => {
    if (!session || synced.current) return;
    synced.current = true;
    void syncSubscription().then(refresh);
  });

  if (!session) return <Navigate to={`/login?redirect=${encodeURIComponent('/subscription')}`} replace />;
  if (!billing.data || !credits.data) {
    if (billing.error || credits.error) return <Alert color="red">{errorMessage(billing.error ?? credits.error, t)}</Alert>;
    return <PageLoader />;
  }
  const info = billing.data;
  const live = isLive(info);
  const viaPortal = info.provider === 'stripe' && info.hasPortal;

  async function run(key: string, work: () => Promise<void>) {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }
  const openPortal = () => run('portal', async () => window.location.assign(await billingPortalUrl()));
  const buyPack = (pack: CreditPack) => run(`pack-${pack.id}`, () => goToCheckout({ purpose: 'pack', packId: pack.id, idempotencyKey: newIdempotencyKey() }));
  const choosePlan = (plan: SoldPlan) => {
    if (!live) return run(`plan-${plan}`, () => goToCheckout({ purpose: 'plan', plan, idempotencyKey: newIdempotencyKey() }));
    if (viaPortal) return openPortal();
    setPending({ kind: 'change', plan });
  };
  const confirm = () => {
    const p = pending;
    setPending(null);
    if (p?.kind === 'change')
      void run(`plan-${p.plan}`, async () => {
        await changePlan(p.plan);
        await refresh();
        setNotice(t('billing.changed', { plan: t(`plans.${p.plan}.name`) }));
      });
    if (p?.kind === 'cancel')
      void run('cancel', async () => {
        await setCancelAtPeriodEnd(true);
        await refresh();
        setNotice(t('billing.cancelled'));
      });
  };
  const resume = () =>
    viaPortal
      ? openPortal()
      : run('resume', async () => {
          await setCancelAtPeriodEnd(false);
          await refresh();
          setNotice(t('billing.resumed'));
        });

  const returned = params.get('checkout');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('billing.title')} description={t('billing.intro')}>
        {info.testMode && (
          <Group gap="xs">
            <TestModeBadge />
            <Text size="sm" c="dimmed">
              {t('payments.testModeNote')}
            </Text>
          </Group>
        )}
      </PageHeader>
      <Stack gap="lg">
        {returned === 'success' && (
          <Alert color="teal" data-testid="checkout-returned">
            {t('billing.returnedPaid')}
          </Alert>
        )}
        {returned === 'cancelled' && <Alert color="gray">{t('billing.returnedCancelled')}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {notice && (
          <Alert color="teal" role="status">
            {notice}
          </Alert>
        )}
        <CurrentPlanCard billing={info} busy={busy} onCancel={() => (viaPortal ? openPortal() : setPending({ kind: 'cancel' }))} onResume={resume} onManage={openPortal} />
        <UsagePanel credits={credits.data} billing={info} />
        {info.plan !== 'admin' && (
          <section aria-labelledby="plans-title">
            <Title order={2} fz="lg" mb="sm" id="plans-title">
              {t('billing.plans')}
            </Title>
            <PlanChooser current={info.plan} subscribed={live} busy={busy} onChoose={choosePlan} />
          </section>
        )}
        <section aria-labelledby="packs-title">
          <Title order={2} fz="lg" id="packs-title">
            {t('billing.packs')}
          </Title>
          <Text c="dimmed" size="sm" mb="sm">
            {t('billing.packsIntro')}
          </Text>
          <CreditPackCards onBuy={buyPack} busy={busy} />
        </section>
        <InvoiceList />
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.kind === 'change' ? t('billing.changeConfirmTitle', { plan: t(`plans.${pending.plan}.name`) }) : t('billing.cancelConfirmTitle')}
      >
        <Text mb="lg">{pending?.kind === 'change' ? t('billing.changeConfirm') : t('billing.cancelConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            {t('billing.cancelKeep')}
          </Button>
          <Button color={pending?.kind === 'cancel' ? 'red' : undefined} onClick={confirm}>
            {pending?.kind === 'change' ? t('billing.changeYes') : t('billing.cancelYes')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
