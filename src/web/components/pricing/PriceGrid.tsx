import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { type QuoteResult, quote } from '../../../shared/pricing/quote';
import type { StickerOptions } from '../../../shared/sticker';
import { formatNumber, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { useSizeUnit } from '../units/useSizeUnit';
import { quantityChoices } from './choicePrices';

export interface PriceGridProps {
  priced: VersionedPriceTable;
  /** Every option but the size and quantity (those are the grid's rows and columns). */
  options: Omit<StickerOptions, 'widthIn' | 'heightIn' | 'quantity'>;
  /** Square sizes in inches, one row each. */
  sizesIn: readonly number[];
  caption: string;
}

/**
 * A price list: sizes × quantities, each cell the total and the price per sticker, all from the shared
 * quote function. A table from the `sm` breakpoint up, one card per size on phones.
 */
export function PriceGrid({ priced, options, sizesIn, caption }: PriceGridProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const quantities = quantityChoices(priced, options.product);
  const cell = (size: number, quantity: number): QuoteResult => quote({ ...options, widthIn: size, heightIn: size, quantity }, priced);
  const { sizeText } = useSizeUnit();
  const sizeLabel = (size: number) => sizeText(size, size);

  const price = (result: QuoteResult) =>
    result.ok ? (
      <>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(result.quote.line, lng)}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('stickerPrices.picker.each', { price: formatPrice(result.quote.unit, lng) })}
        </Text>
      </>
    ) : (
      <Text size="xs" c="dimmed">
        {t('stickerPrices.picker.unavailable')}
      </Text>
    );

  return (
    <>
      <Table.ScrollContainer minWidth={880} visibleFrom="sm" data-testid="price-grid-table">
        <Table striped withTableBorder withColumnBorders verticalSpacing="xs" captionSide="top">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('stickerPrices.grid.sizeByQuantity')}</Table.Th>
              {quantities.map((q) => (
                <Table.Th key={q} scope="col" ta="right">
                  {formatNumber(q, lng)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sizesIn.map((size) => (
              <Table.Tr key={size}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {sizeLabel(size)}
                </Table.Th>
                {quantities.map((q) => (
                  <Table.Td key={q} ta="right" data-testid={`cell-${size}-${q}`}>
                    {price(cell(size, q))}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={1} spacing="sm" hiddenFrom="sm" data-testid="price-grid-cards">
        {sizesIn.map((size) => (
          <Card key={size} withBorder padding="sm">
            <Text fw={700} mb={6}>
              {sizeLabel(size)}
            </Text>
            <Stack gap={4}>
              {quantities.map((q) => {
                const result = cell(size, q);
                return (
                  <SimpleGrid key={q} cols={3} spacing={4} style={{ alignItems: 'baseline' }}>
                    <Text size="sm">{t('stickerPrices.grid.quantityOf', { quantity: formatNumber(q, lng) })}</Text>
                    <Text size="sm" fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {result.ok ? formatPrice(result.quote.line, lng) : '—'}
                    </Text>
                    <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {result.ok ? t('stickerPrices.picker.each', { price: formatPrice(result.quote.unit, lng) }) : ''}
                    </Text>
                  </SimpleGrid>
                );
              })}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
