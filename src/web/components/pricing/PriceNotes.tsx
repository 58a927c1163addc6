import { List, Text } from '@mantine/core';
import { money } from '../../../shared/money';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** What the prices include and what comes on top: tax by province, shipping (from the table's data). */
export function PriceNotes({ priced }: { priced: VersionedPriceTable }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const rates = priced.table.shipping.CA;
  const cad = (cents: number) => formatPrice(money(cents, priced.table.currency), lng);
  return (
    <List size="sm" spacing={4} c="dimmed" data-testid="price-notes">
      <List.Item>
        <Text size="sm">{t('stickerPrices.notes.tax')}</Text>
      </List.Item>
      {rates.freeStandardFromCents !== null && (
        <List.Item>
          <Text size="sm">
            {t('stickerPrices.notes.shipping', { standard: cad(rates.standardCents), threshold: cad(rates.freeStandardFromCents), express: cad(rates.expressCents) })}
          </Text>
        </List.Item>
      )}
      <List.Item>
        <Text size="sm">{t('stickerPrices.notes.bigger')}</Text>
      </List.Item>
    </List>
  );
}
