import { Alert, Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { checkoutAddressSchema } from '../../../shared/api/checkout';
import type { ShippingAddress } from '../../../shared/api/orders';
import { ApiError } from '../../api/client';
import { acceptQuote, useQuote } from '../../api/customOrderQuotes';
import { errorMessage } from '../../api/errors';
import { type AddressErrors, AddressForm } from '../../components/cart/AddressForm';
import { QuoteSummary } from '../../components/custom-order/QuoteSummary';
import { notify } from '../../components/notify';
import { usePageTitle } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';
import { loadAddress, saveAddress } from '../cart/savedAddress';

/**
 * /custom-order/quote/:id: the shop's quote for the customer's request (the link of the quote e-mail):
 * the proof and the figures, then "Approve and pay" with a shipping address — the quote becomes an order,
 * paid on the order's page like any order waiting for payment.
 */
export function CustomOrderQuotePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const mailed = Number(useSearchParams()[0].get('revision')) || null;
  const location = useLocation();
  const navigate = useNavigate();
  const quote = useQuote(id);
  const [address, setAddress] = useState<ShippingAddress>(loadAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [busy, setBusy] = useState(false);
  usePageTitle(t('customOrderQuote.title', { reference: id.slice(0, 8).toUpperCase() }));

  const accept = async (revision: number) => {
    const parsed = checkoutAddressSchema.safeParse(address);
    if (!parsed.success) {
      const found: AddressErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ShippingAddress] ??= t('cart.address.invalid');
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      saveAddress(parsed.data);
      const orderId = await acceptQuote(id, { revision, shippingAddress: parsed.data });
      navigate(`/account/orders/${orderId}`);
    } catch (error) {
      notify('error', errorMessage(error, t));
      // A quote changed or accepted meanwhile: show it as it now is.
      void quote.refetch();
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (quote.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
    if (quote.error instanceof ApiError && quote.error.status === 401) {
      return (
        <Alert color="gray">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('customOrderQuote.signIn')}</Text>
            <Button component={Link} to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
              {t('customOrderQuote.signInButton')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (quote.error || !quote.data) {
      return (
        <Alert color="red" role="alert">
          {quote.error instanceof ApiError && quote.error.status === 404 ? t('customOrderQuote.notFound') : errorMessage(quote.error, t)}
        </Alert>
      );
    }
    const q = quote.data;
    return (
      <Stack gap="lg">
        {mailed !== null && mailed < q.revision && !q.orderId && (
          <Alert color="yellow" data-testid="quote-changed">
            {t('customOrderQuote.changedSinceMail')}
          </Alert>
        )}
        <QuoteSummary quote={q} />
        {q.orderId ? (
          <Alert color="teal" data-testid="quote-accepted">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('customOrderQuote.accepted')}</Text>
              <Button component={Link} to={`/account/orders/${q.orderId}`}>
                {t('customOrderQuote.seeOrder')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Card withBorder>
            <Title order={2} fz="lg" mb="sm">
              {t('customOrderQuote.shipTo')}
            </Title>
            <AddressForm value={address} onChange={setAddress} errors={errors} />
            <Text size="xs" c="dimmed" mt="sm">
              {t('customOrderQuote.approveNote')}
            </Text>
            <Button mt="md" leftSection={<IconCheck size={16} aria-hidden />} loading={busy} onClick={() => void accept(q.revision)} data-testid="quote-accept">
              {t('customOrderQuote.approve')}
            </Button>
          </Card>
        )}
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} mb="lg">
        {t('customOrderQuote.title', { reference: id.slice(0, 8).toUpperCase() })}
      </Title>
      {body()}
    </Container>
  );
}
