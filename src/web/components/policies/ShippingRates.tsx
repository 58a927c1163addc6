import { Table, Text, Title } from '@mantine/core';
import { money } from '../../../shared/money';
import { DEFAULT_PRICE_TABLE } from '../../../shared/pricing/default-price-table';
import { SHIPPING_COUNTRIES } from '../../../shared/regions';
import { useCurrentPriceTable } from '../../api/queries';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** The shipping prices of the current price table (the same numbers checkout charges), per country. */
export function ShippingRates() {
  const { t, i18n } = useTranslation();
  const current = useCurrentPriceTable();
  const table = current.data?.table ?? DEFAULT_PRICE_TABLE;
  const price = (cents: number) => formatPrice(money(cents, table.currency), i18n.language);
  return (
    <>
      <Title order={3} fz="lg" mt="lg" mb="xs" id="shipping-rates">
        {t('policies.shipping.rates.title')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder aria-labelledby="shipping-rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('policies.shipping.rates.country')}</Table.Th>
              <Table.Th>{t('policies.shipping.rates.standard')}</Table.Th>
              <Table.Th>{t('policies.shipping.rates.freeFrom')}</Table.Th>
              <Table.Th>{t('policies.shipping.rates.express')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHIPPING_COUNTRIES.map((country) => {
              const rates = table.shipping[country];
              return (
                <Table.Tr key={country}>
                  <Table.Td>{t(`policies.shipping.rates.${country}`)}</Table.Td>
                  <Table.Td>{price(rates.standardCents)}</Table.Td>
                  <Table.Td>{rates.freeStandardFromCents === null ? '—' : price(rates.freeStandardFromCents)}</Table.Td>
                  <Table.Td>{price(rates.expressCents)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt={4}>
        {t('policies.shipping.rates.note')}
      </Text>
    </>
  );
}
