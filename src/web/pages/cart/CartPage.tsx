import { Alert, Button, Checkbox, Container, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { checkoutAddressSchema } from '../../../shared/api/checkout';
import type { ShippingAddress } from '../../../shared/api/orders';
import { orderTotal } from '../../../shared/pricing/order-total';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import type { ShippingMethod } from '../../../shared/sticker';
import type { TaxDestination } from '../../../shared/tax/tax';
import { emailSchema } from '../../../shared/validation';
import { startOrderCheckout, useCart, useCartActions } from '../../api/cart';
// Imported here, not only lazily by the price table's query: its code comes with the page's chunk
// instead of one round trip after it.
import '../../api/prices';
import { useCartTax } from '../../api/cartTax';
import { errorMessage } from '../../api/errors';
import { newIdempotencyKey } from '../../api/payments';
import { useSession } from '../../api/session';
import { type AddressErrors, AddressForm } from '../../components/cart/AddressForm';
import { CartLineCard } from '../../components/cart/CartLineCard';
import { CartSummary } from '../../components/cart/CartSummary';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { WithPriceTable } from '../../components/pricing/WithPriceTable';
import { CartLineResolution } from '../../components/resolution/CartLineResolution';
import { cartLineResolution } from '../../components/resolution/cartLineResolution';
import { lowResolutionRefusal } from '../../components/resolution/refusal';
import { useTranslation } from '../../translation/useTranslation';
import { loadAddress, saveAddress } from './savedAddress';
import { useLineDrafts } from './useLineDrafts';

/**
 * /cart: the lines with their proofs and live prices, shipping, tax, the address and Pay (decision 37).
 * Guests too (decision 88): their cart is kept on the server and they pay with an e-mail address.
 */
export function CartPage() {
  const { t } = useTranslation();
  // The cart is read alongside the price table, not once the table is in and the lines mount.
  useCart(true);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('cart.title')} description={t('cart.intro')} />
      <WithPriceTable>{(priced) => <ShopperCart priced={priced} />}</WithPriceTable>
    </Container>
  );
}

function ShopperCart({ priced }: { priced: VersionedPriceTable }) {
  const { t, i18n } = useTranslation();
  const viewer = useSession();
  const location = useLocation();
  /** A guest's address for the order's mail and link (no account needed). */
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const cart = useCart(true);
  const actions = useCartActions();
  const [method, setMethod] = useState<ShippingMethod>('standard');
  const [address, setAddress] = useState<ShippingAddress>(loadAddress);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [approved, setApproved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  /** One key per press of Pay: a double click sends the same one, so it opens one checkout. */
  const payKey = useRef<string | null>(null);
  /** The options as the shopper edits them (priced live), settled by the server's answer. */
  const drafts = useLineDrafts(actions.update, (e) => errorMessage(e, t), lowResolutionRefusal);

  const lines = cart.data?.lines ?? [];
  const optionsOf = drafts.optionsOf;
  const parsedAddress = checkoutAddressSchema.safeParse(address);
  const destination: TaxDestination | undefined = parsedAddress.success ? ({ country: address.country, region: address.region } as TaxDestination) : undefined;
  // Microseconds per line: priced on every render, so every change shows at once.
  const figures = orderTotal(
    lines.map((l) => optionsOf(l.id, l.options)),
    priced,
    { method, destination, date: new Date() },
  );

  // The tax the checkout will charge, asked of the server once the inputs rest (Stripe Tax's, or the table's).
  const taxRequest =
    figures.ok && parsedAddress.success && lines.length > 0
      ? { lines: lines.map((l) => optionsOf(l.id, l.options)), shippingMethod: method, address: parsedAddress.data }
      : undefined;
  const taxKey = taxRequest ? JSON.stringify(taxRequest) : '';
  const [restingKey] = useDebouncedValue(taxKey, 300);
  const tax = useCartTax(restingKey && restingKey === taxKey ? taxRequest : undefined);
  const taxReady = Boolean(tax.answer) && restingKey === taxKey;
  const shown =
    figures.ok && taxReady && tax.answer
      ? { ...figures.total, taxLines: tax.answer.taxLines, tax: tax.answer.tax, total: tax.answer.total }
      : figures.ok
        ? figures.total
        : undefined;
  /** A line printing under 150 DPI without "Print anyway": it cannot be paid for (the server refuses it too). */
  const resolutionBlocks = lines.some((l) => cartLineResolution(l, optionsOf(l.id, l.options), drafts.lowResolution(l.id))?.accepted === false);
  /** With Stripe Tax, the table's figures are not what will be charged: the summary waits for Stripe's. */
  const taxPending = Boolean(destination) && !taxReady && tax.source === 'stripe';

  if (cart.isPending) return <PageLoader />;
  if (cart.isError) return <Alert color="red">{errorMessage(cart.error, t)}</Alert>;
  if (lines.length === 0) {
    return (
      <Alert color="blue" data-testid="cart-empty">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('cart.empty')}</Text>
          <Button component={Link} to={viewer ? '/account/projects' : '/StickerLibrary'} size="xs">
            {viewer ? t('cart.toProjects') : t('cart.guest.toLibrary')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  async function pay() {
    setError(null);
    if (!parsedAddress.success) {
      const errors: AddressErrors = {};
      for (const issue of parsedAddress.error.issues) errors[issue.path[0] as keyof ShippingAddress] ??= t('cart.address.invalid');
      setAddressErrors(errors);
      return;
    }
    setAddressErrors({});
    const guestEmail = viewer ? null : emailSchema.safeParse(email);
    if (guestEmail && !guestEmail.success) {
      setEmailError(t('cart.guest.emailInvalid'));
      return;
    }
    setEmailError(null);
    if (!figures.ok || !shown || !taxReady || drafts.anySaving) return;
    if (payKey.current) return;
    payKey.current = newIdempotencyKey();
    setPaying(true);
    try {
      saveAddress(address);
      const url = await startOrderCheckout(
        {
          lines: lines.map((l, i) => ({
            designId: l.designId,
            designRevision: l.designRevision,
            options: optionsOf(l.id, l.options),
            ...(l.proofKey ? { proofKey: l.proofKey } : {}),
            expectedLineCents: figures.total.lines[i].line.amountCents,
          })),
          shippingMethod: method,
          address: parsedAddress.data,
          proofApproved: true,
          expectedTotalCents: shown.total.amountCents,
          language: i18n.language.startsWith('zh') ? 'zh' : 'en',
          ...(guestEmail?.success ? { email: guestEmail.data } : {}),
        },
        payKey.current,
      );
      window.location.assign(url);
    } catch (e) {
      setError(errorMessage(e, t));
      payKey.current = null;
      setPaying(false);
    }
  }

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md">
          {lines.map((line) => (
            <CartLineCard
              key={line.id}
              line={line}
              priced={priced}
              options={optionsOf(line.id, line.options)}
              onChange={(next) => drafts.change(line.id, next)}
              saving={drafts.saving(line.id)}
              refused={drafts.refusal(line.id)}
              onRemove={() => actions.remove(line.id).catch((e: unknown) => setError(errorMessage(e, t)))}
            >
              <CartLineResolution
                line={line}
                options={optionsOf(line.id, line.options)}
                refusal={drafts.lowResolution(line.id)}
                onOptions={(next) => drafts.change(line.id, next)}
                onAccept={() => drafts.accept(line.id, optionsOf(line.id, line.options))}
              />
            </CartLineCard>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            {shown ? (
              <CartSummary
                total={shown}
                priced={priced}
                country={address.country}
                method={method}
                onMethod={setMethod}
                hasDestination={Boolean(destination)}
                taxPending={taxPending}
              />
            ) : (
              <Alert color="red">{t('cart.cannotPrice')}</Alert>
            )}
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} fz={20}>
                {t('cart.address.title')}
              </Title>
              {viewer ? null : (
                <Stack gap={4}>
                  <TextInput
                    type="email"
                    autoComplete="email"
                    label={t('cart.guest.email')}
                    description={t('cart.guest.emailHint')}
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={emailError}
                    required
                    data-testid="cart-guest-email"
                  />
                  <Text size="xs" c="dimmed">
                    {t('cart.guest.haveAccount')} <Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>{t('cart.guest.signIn')}</Link>
                  </Text>
                </Stack>
              )}
              <AddressForm value={address} onChange={setAddress} errors={addressErrors} />
              <Checkbox
                checked={approved}
                onChange={(e) => setApproved(e.currentTarget.checked)}
                label={t('cart.approve')}
                description={t('cart.approveHint')}
                data-testid="cart-approve"
              />
              {tax.isError ? (
                <Alert color="red" data-testid="cart-tax-error">
                  {errorMessage(tax.error, t)}
                </Alert>
              ) : null}
              {error ? (
                <Alert color="red" data-testid="cart-error">
                  {error}
                </Alert>
              ) : null}
              <Button
                size="md"
                onClick={pay}
                loading={paying}
                disabled={!approved || !figures.ok || drafts.anySaving || (parsedAddress.success && !taxReady) || resolutionBlocks}
                data-testid="cart-pay"
              >
                {t('cart.pay')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
