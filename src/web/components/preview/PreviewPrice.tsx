import { Select, Stack } from '@mantine/core';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import { quote } from '../../../shared/pricing/quote';
import type { StickerOptions } from '../../../shared/sticker';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { quantityChoices } from '../pricing/choicePrices';
import { QuoteSummary } from '../pricing/QuoteSummary';
import { WithPriceTable } from '../pricing/WithPriceTable';

/**
 * The price of the sticker as previewed (its size as cut, shape, material) at the chosen quantity,
 * quoted by the shared function from the current price table, so it changes as the preview does.
 */
export function PreviewPrice({ options, onQuantity }: { options: StickerOptions; onQuantity: (quantity: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <WithPriceTable>
      {(priced) => {
        const fitted = fitOptionsToProduct(options, priced.table);
        const quantities = quantityChoices(priced, fitted.product);
        return (
          <Stack gap="sm" data-testid="preview-price">
            <Select
              label={t('stickerPrices.picker.quantity')}
              data={quantities.map((q) => ({ value: String(q), label: formatNumber(q, i18n.language) }))}
              value={String(fitted.quantity)}
              onChange={(value) => value && onQuantity(Number(value))}
              allowDeselect={false}
              data-testid="preview-quantity"
            />
            <QuoteSummary result={quote(fitted, priced)} />
          </Stack>
        );
      }}
    </WithPriceTable>
  );
}
