import { Alert, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { SampleComparison, TableComparison } from '../../../shared/pricing/compare-tables';
import type { StickerOptions } from '../../../shared/pricing/options';
import type { QuoteResult } from '../../../shared/pricing/quote';
import { formatNumber, formatPrice, localeTag } from '../../i18n';
import type { TFunction } from '../../translation/translator';
import { useTranslation } from '../../translation/useTranslation';
import { quoteErrorText } from '../pricing/quoteErrorText';

/** "Die-cut stickers, 2 × 2 in" (and the colour of a decal). */
export function sampleLabel(t: TFunction, sample: StickerOptions): string {
  const product = t(`stickerPrices.products.${sample.product}`);
  const size = t('stickerPrices.sizeValue', { width: sample.widthIn, height: sample.heightIn });
  return sample.vinylColour
    ? t('adminPages.prices.sampleWithColour', { product, size, colour: t(`stickerPrices.colours.${sample.vinylColour}`) })
    : t('adminPages.prices.sample', { product, size });
}

function PriceCell({ result, lng }: { result: QuoteResult; lng: string }) {
  const { t } = useTranslation();
  if (!result.ok) {
    return (
      <Text size="sm" c="red.8">
        {t('adminPages.prices.cannotPrice')}
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatPrice(result.quote.line, lng)}
    </Text>
  );
}

/** The difference as "+CAD 4.90 (+10%)": red when dearer, green when cheaper, with an arrow so colour is not the only sign. */
function ChangeCell({ row, lng }: { row: SampleComparison; lng: string }) {
  const { t } = useTranslation();
  if (row.changeCents === null || !row.draft.ok) return <Text size="sm">—</Text>;
  if (row.changeCents === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('adminPages.prices.unchanged')}
      </Text>
    );
  }
  const up = row.changeCents > 0;
  const amount = formatPrice({ amountCents: row.changeCents, currency: row.draft.quote.line.currency }, lng);
  const percent =
    row.changePercent === null
      ? ''
      : ` (${new Intl.NumberFormat(localeTag(lng), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(row.changePercent / 100)})`;
  return (
    <Text size="sm" fw={600} c={up ? 'red.8' : 'green.9'} style={{ whiteSpace: 'nowrap' }} data-testid="price-preview-change">
      {up ? '▲ +' : '▼ '}
      {amount}
      {percent}
    </Text>
  );
}

/** On a phone the five columns do not fit: one line per sample, then current → draft and the change. */
function PhoneList({ comparison, lng }: { comparison: TableComparison; lng: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} hiddenFrom="sm">
      {comparison.rows.map((row) => (
        <Box key={sampleId(row.sample)} py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="sm">
            {sampleLabel(t, row.sample)} × {formatNumber(row.sample.quantity, lng)}
          </Text>
          <Group gap={6} wrap="wrap">
            <PriceCell result={row.current} lng={lng} />
            <Text size="sm" aria-hidden>
              →
            </Text>
            <PriceCell result={row.draft} lng={lng} />
            <ChangeCell row={row} lng={lng} />
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

const sampleId = (sample: StickerOptions) => `${sample.product}-${sample.widthIn}x${sample.heightIn}-${sample.quantity}`;

/** Sample quotes under the current table and the edited draft, and why a draft cannot be saved. */
export function PricePreview({ comparison }: { comparison: TableComparison }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { draftError } = comparison;
  return (
    <Paper withBorder p="sm" data-testid="price-preview">
      <Text size="sm" fw={600}>
        {t('adminPages.prices.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('adminPages.prices.intro')}
      </Text>
      {draftError && (
        <Alert color="red" variant="light" mb="xs" data-testid="price-preview-error">
          {t('adminPages.prices.refused', {
            sample: sampleLabel(t, draftError.sample),
            quantity: formatNumber(draftError.sample.quantity, lng),
            error: quoteErrorText(t, draftError.error),
          })}
        </Alert>
      )}
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminPages.prices.sampleColumn')}</Table.Th>
                <Table.Th ta="right">{t('adminPages.prices.quantity')}</Table.Th>
                <Table.Th ta="right">{t('adminPages.prices.current')}</Table.Th>
                <Table.Th ta="right">{t('adminPages.prices.draft')}</Table.Th>
                <Table.Th ta="right">{t('adminPages.prices.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.rows.map((row) => {
                const id = sampleId(row.sample);
                return (
                  <Table.Tr key={id} data-testid={`price-preview-${id}`}>
                    <Table.Td>{sampleLabel(t, row.sample)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(row.sample.quantity, lng)}</Table.Td>
                    <Table.Td ta="right">
                      <PriceCell result={row.current} lng={lng} />
                    </Table.Td>
                    <Table.Td ta="right" data-testid="price-preview-draft">
                      <PriceCell result={row.draft} lng={lng} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <ChangeCell row={row} lng={lng} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <PhoneList comparison={comparison} lng={lng} />
    </Paper>
  );
}
