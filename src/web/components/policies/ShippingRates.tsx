import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { money } from '../../../shared/money';
import { DEFAULT_PRICE_TABLE } from '../../../shared/pricing/default-price-table';
import { SHIPPING_COUNTRIES } from '../../../shared/regions';
import { useCurrentPriceTable } from '../../api/queries';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** The shipping prices of the current price table (the same numbers checkout charges), one card per country. */
export function ShippingRates() {
  const { t, i18n } = useTranslation();
  const current = useCurrentPriceTable();
  const table = current.data?.table ?? DEFAULT_PRICE_TABLE;
  const price = (cents: number) => formatPrice(money(cents, table.currency), i18n.language);
  return (
    <>
      <Title order={3} fz="lg" mt="lg" mb="xs">
        {t('policies.shipping.rates.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SHIPPING_COUNTRIES.map((country) => {
          const rates = table.shipping[country];
          const lines: [string, string][] = [
            [t('policies.shipping.rates.standard'), price(rates.standardCents)],
            [t('policies.shipping.rates.freeFrom'), rates.freeStandardFromCents === null ? '—' : price(rates.freeStandardFromCents)],
            [t('policies.shipping.rates.express'), price(rates.expressCents)],
          ];
          return (
            <Paper key={country} withBorder p="md">
              <Text fw={700} mb={4}>
                {t(`policies.shipping.rates.${country}`)}
              </Text>
              <Box component="dl" m={0}>
                {lines.map(([label, value]) => (
                  <Text key={label} size="sm" component="div">
                    <Text span c="dimmed" component="dt" style={{ display: 'inline' }}>
                      {label}:
                    </Text>{' '}
                    <Text span fw={600} component="dd" style={{ display: 'inline', margin: 0 }}>
                      {value}
                    </Text>
                  </Text>
                ))}
              </Box>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt={4}>
        {t('policies.shipping.rates.note')}
      </Text>
    </>
  );
}
