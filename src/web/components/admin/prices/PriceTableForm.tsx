import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PriceTable } from '../../../../shared/pricing/price-table';
import { formatNumber } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';
import { MoneyField, PercentField } from './fields';

type Multipliers = 'materials' | 'finishes' | 'shapes' | 'vinylColours';
/** Where each group of multipliers finds its names in the catalogue. */
const NAMES: Record<Multipliers, string> = {
  materials: 'stickerPrices.materials',
  finishes: 'stickerPrices.finishes',
  shapes: 'stickerPrices.shapes',
  vinylColours: 'stickerPrices.colours',
};

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/**
 * The price table as a form (decision 33's data, in the units a shop thinks in): base prices in dollars
 * per size and quantity, each product's, material's, finish's, shape's and vinyl colour's price as a
 * percentage of the base, and shipping in dollars. The quantities and sizes the grid is built on are
 * changed in the JSON (a change of the grid's shape).
 */
export function PriceTableForm({ table, onChange }: { table: PriceTable; onChange: (table: PriceTable) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const setBase = (a: number, q: number, cents: number) =>
    onChange({ ...table, basePricesCents: table.basePricesCents.map((row, i) => (i === a ? row.map((v, j) => (j === q ? cents : v)) : row)) });
  const setMultiplier = (group: Multipliers, id: string, bp: number) => onChange({ ...table, [group]: { ...table[group], [id]: bp } });
  const setProduct = (id: keyof PriceTable['products'], change: Partial<PriceTable['products'][typeof id]>) =>
    onChange({ ...table, products: { ...table.products, [id]: { ...table.products[id], ...change } } });
  const setShipping = (country: keyof PriceTable['shipping'], change: Partial<PriceTable['shipping'][typeof country]>) =>
    onChange({ ...table, shipping: { ...table.shipping, [country]: { ...table.shipping[country], ...change } } });

  return (
    <Stack gap="lg" data-testid="price-form">
      <Section title={t('admin.prices.form.base')} hint={t('admin.prices.form.baseHint')}>
        <Table.ScrollContainer minWidth={110 + 104 * table.quantityBreaks.length}>
          <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Text size="xs">{t('admin.prices.form.areaByQuantity')}</Text>
                </Table.Th>
                {table.quantityBreaks.map((q) => (
                  <Table.Th key={q}>
                    <Text size="xs">{formatNumber(q, lng)}</Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.basePricesCents.map((row, a) => (
                <Table.Tr key={table.areaStepsSqIn[a] ?? a}>
                  <Table.Th miw={100}>
                    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                      {t('admin.prices.form.area', { area: table.areaStepsSqIn[a] })}
                    </Text>
                  </Table.Th>
                  {row.map((cents, q) => (
                    <Table.Td key={table.quantityBreaks[q] ?? q} miw={104}>
                      <MoneyField
                        hideLabel
                        label={t('admin.prices.form.baseCell', { area: table.areaStepsSqIn[a], quantity: table.quantityBreaks[q] })}
                        value={cents}
                        onChange={(v) => setBase(a, q, v)}
                        testId={`price-base-${a}-${q}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      <Section title={t('admin.prices.form.products')} hint={t('admin.prices.form.percentHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(Object.keys(table.products) as (keyof PriceTable['products'])[]).map((id) => (
            <Group key={id} gap="xs" align="flex-start" wrap="nowrap">
              <PercentField
                label={t(`stickerPrices.products.${id}`)}
                value={table.products[id].multiplierBp}
                onChange={(v) => setProduct(id, { multiplierBp: v })}
                testId={`price-product-${id}`}
              />
              <NumberInput
                size="xs"
                w={110}
                label={t('admin.prices.form.minQuantity')}
                value={table.products[id].minQuantity}
                min={1}
                allowNegative={false}
                allowDecimal={false}
                onChange={(v) => setProduct(id, { minQuantity: typeof v === 'number' ? v : Number.NaN })}
              />
            </Group>
          ))}
        </SimpleGrid>
      </Section>

      {(Object.keys(NAMES) as Multipliers[]).map((group) => (
        <Section key={group} title={t(`admin.prices.form.${group}`)}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {Object.entries(table[group]).map(([id, bp]) => (
              <PercentField key={id} label={t(`${NAMES[group]}.${id}`)} value={bp as number} onChange={(v) => setMultiplier(group, id, v)} testId={`price-${group}-${id}`} />
            ))}
          </SimpleGrid>
        </Section>
      ))}

      <Section title={t('admin.prices.form.shipping')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(Object.keys(table.shipping) as (keyof PriceTable['shipping'])[]).map((country) => {
            const rates = table.shipping[country];
            return (
              <Stack key={country} gap={4}>
                <Text size="sm" fw={600}>
                  {t(`cart.address.countries.${country}`)}
                </Text>
                <SimpleGrid cols={2} spacing="xs">
                  <MoneyField
                    label={t('admin.prices.form.standard')}
                    value={rates.standardCents}
                    onChange={(v) => setShipping(country, { standardCents: v })}
                    testId={`price-ship-${country}-standard`}
                  />
                  <MoneyField
                    label={t('admin.prices.form.express')}
                    value={rates.expressCents}
                    onChange={(v) => setShipping(country, { expressCents: v })}
                    testId={`price-ship-${country}-express`}
                  />
                </SimpleGrid>
                <Checkbox
                  size="xs"
                  label={t('admin.prices.form.freeFrom')}
                  checked={rates.freeStandardFromCents !== null}
                  onChange={(e) => setShipping(country, { freeStandardFromCents: e.currentTarget.checked ? rates.standardCents * 10 || 10_000 : null })}
                />
                {rates.freeStandardFromCents !== null && (
                  <MoneyField
                    label={t('admin.prices.form.freeFromAmount')}
                    value={rates.freeStandardFromCents}
                    onChange={(v) => setShipping(country, { freeStandardFromCents: v })}
                    testId={`price-ship-${country}-free`}
                  />
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
