import { Alert, Anchor, Button, Card, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isCurrencyCode, money, SHOP_CURRENCY } from '../../../shared/money';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { actOnTestCheckout, useTestCheckout } from '../../api/payments';
import { useSession } from '../../api/queries';
import { usePageTitle } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** A session's return address, as a path on this site (the local provider only makes same-site ones). */
const sameSitePath = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : '/subscription';
};

/** Where "Back" leads: the page the checkout was started from (its cancel address), named for what it is. */
function backLink(cancelUrl: string | undefined): { to: string; label: 'cart' | 'order' | 'plans' | 'subscription' } {
  const to = cancelUrl ? sameSitePath(cancelUrl).replace(/[?&]checkout=cancelled/, '') : '/subscription';
  if (to.startsWith('/cart')) return { to, label: 'cart' };
  if (to.startsWith('/account/orders/')) return { to, label: 'order' };
  if (to.startsWith('/pricing')) return { to, label: 'plans' };
  return { to, label: 'subscription' };
}

/**
 * /checkout/test/:sessionId: the local provider's stand-in for Stripe's payment page, clearly marked
 * test mode. Pay, decline and abandon call the server, which makes the signed events Stripe would send
 * and hands them to the same webhook handler.
 */
export function TestCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { sessionId = '' } = useParams();
  const session = useSession();
  const checkout = useTestCheckout(sessionId);
  const [busy, setBusy] = useState<'pay' | 'decline' | 'abandon' | null>(null);
  const [declined, setDeclined] = useState(false);
  const [paid, setPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('testCheckout.title'));

  // A guest pays its own order here too (decision 88): only a checkout the server will not show a guest asks to sign in.
  if (!session && checkout.error instanceof ApiError && checkout.error.status === 401)
    return <Navigate to={`/login?redirect=${encodeURIComponent(`/checkout/test/${sessionId}`)}`} replace />;
  if (checkout.isLoading) return <PageLoader />;
  const data = checkout.data;
  const back = backLink(data?.cancelUrl);
  const price = (cents: number) => formatPrice(money(cents, data && isCurrencyCode(data.currency) ? data.currency : SHOP_CURRENCY), i18n.language);

  async function act(action: 'pay' | 'decline' | 'abandon') {
    setBusy(action);
    setError(null);
    try {
      const result = await actOnTestCheckout(sessionId, action);
      setDeclined(result.declined);
      if (action === 'pay') setPaid(true);
      if (result.redirectUrl) window.location.assign(sameSitePath(result.redirectUrl));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Container size={560} py={{ base: 'lg', sm: 48 }}>
      <Paper p="md" radius="md" mb="lg" bg="#9a3412" c="white" role="note" data-testid="test-mode-banner">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <IconAlertTriangle aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Text fw={800}>{t('testCheckout.banner')}</Text>
            <Text size="sm">{t('testCheckout.bannerText')}</Text>
          </div>
        </Group>
      </Paper>
      <Title order={1} fz={{ base: 26, sm: 30 }} mb="md">
        {t('testCheckout.title')}
      </Title>
      {!data ? (
        <Alert color="red">{t('testCheckout.notFound')}</Alert>
      ) : (
        <Card>
          <Stack gap="sm">
            <Text fw={700}>{t('testCheckout.summary')}</Text>
            {data.items.map((item) => (
              <Group key={item.name} justify="space-between" wrap="nowrap" data-testid="test-checkout-item">
                <Text>
                  {item.name}
                  {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                </Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {price(item.amountCents * item.quantity)}
                  {item.recurring ? ` ${t('testCheckout.perMonth')}` : ''}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('testCheckout.total')}</Text>
              <Text fw={800} fz="xl" data-testid="test-checkout-total">
                {price(data.amountTotalCents)}
              </Text>
            </Group>
            {data.status !== 'open' && !paid ? (
              <Alert color="gray">{t('testCheckout.finished')}</Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  <IconCreditCard size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('testCheckout.testCard')}
                </Text>
                {declined && (
                  <Alert color="red" role="alert" data-testid="declined">
                    {t('testCheckout.declined')}
                  </Alert>
                )}
                {paid && (
                  <Alert color="teal" role="status">
                    {t('testCheckout.paid')}
                  </Alert>
                )}
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Button size="md" onClick={() => act('pay')} loading={busy === 'pay'} disabled={paid || (busy !== null && busy !== 'pay')}>
                  {t('testCheckout.pay', { amount: price(data.amountTotalCents) })}
                </Button>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Button variant="light" color="red" onClick={() => act('decline')} loading={busy === 'decline'} disabled={paid || (busy !== null && busy !== 'decline')}>
                    {t('testCheckout.decline')}
                  </Button>
                  <Button variant="default" onClick={() => act('abandon')} loading={busy === 'abandon'} disabled={paid || (busy !== null && busy !== 'abandon')}>
                    {t('testCheckout.abandon')}
                  </Button>
                </SimpleGrid>
              </>
            )}
          </Stack>
        </Card>
      )}
      <Anchor component={Link} to={back.to} size="sm" mt="md" display="inline-block" data-testid="test-checkout-back">
        {t(`testCheckout.backTo.${back.label}`)}
      </Anchor>
    </Container>
  );
}
