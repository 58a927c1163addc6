import { Divider, Group, Radio, Stack, Text } from '@mantine/core';
import type { Money } from '../../../shared/money';
import type { OrderTotal } from '../../../shared/pricing/order-total';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { shippingOptions } from '../../../shared/pricing/shipping';
import type { ShippingCountry } from '../../../shared/regions';
import type { ShippingMethod } from '../../../shared/sticker';
import { formatTaxRate } from '../../../shared/tax/tax';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { ArrivesByIfOrderedNow } from '../orders/ArrivesBy';

/** Subtotal, the shipping choice (free standard above the threshold), tax by destination and the total. */
export function CartSummary({
  total,
  priced,
  country,
  method,
  onMethod,
  hasDestination,
  taxPending = false,
}: {
  total: OrderTotal;
  priced: VersionedPriceTable;
  country: ShippingCountry;
  method: ShippingMethod;
  onMethod: (m: ShippingMethod) => void;
  hasDestination: boolean;
  /** Stripe Tax is working out this address's tax: its lines and the total are not known yet. */
  taxPending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (m: Money) => formatPrice(m, i18n.language);
  const options = shippingOptions(priced.table, country, total.subtotal);
  const row = (label: string, value: string, testId?: string, bold = false) => (
    <Group justify="space-between">
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs" data-testid="cart-summary">
      {row(t('cart.subtotal'), money(total.subtotal), 'cart-subtotal')}
      <Radio.Group value={method} onChange={(v) => onMethod(v as ShippingMethod)} label={t('cart.shipping')}>
        <Stack gap={6} mt={6}>
          {options.map((o) => (
            <Radio
              key={o.method}
              value={o.method}
              data-testid={`shipping-${o.method}`}
              label={`${t(`cart.shippingMethods.${o.method}`)} — ${o.free ? t('cart.free') : money(o.price)}`}
              description={o.missingForFree ? t('cart.missingForFree', { amount: money(o.missingForFree) }) : undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <ArrivesByIfOrderedNow method={method} />
      {row(t('cart.shippingLine'), money(total.shipping), 'cart-shipping')}
      {taxPending
        ? row(t('cart.tax'), t('cart.taxCalculating'), 'cart-tax-pending')
        : hasDestination
          ? total.taxLines.map((line) =>
              row(`${line.kind === 'US_SALES_TAX' ? t('cart.usTax') : line.kind} (${formatTaxRate(line.ratePer100k)})`, money(line.amount), `cart-tax-${line.kind}`),
            )
          : row(t('cart.tax'), t('cart.taxAtAddress'))}
      {hasDestination && !taxPending && total.taxLines.length === 0 ? row(t('cart.tax'), money(total.tax)) : null}
      <Divider />
      {row(t('cart.total'), taxPending ? '…' : money(total.total), 'cart-total', true)}
    </Stack>
  );
}
