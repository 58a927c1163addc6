import { Text } from '@mantine/core';
import type { Money } from '../../../shared/money';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import type { CatalogItem } from '../../api/catalog';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { firstLibraryOptions } from './LibraryBuyModal';

/** A library card's "from" price: the sticker as first offered (its size, the smallest library quantity), quoted like the cart. */
export function libraryPriceFrom(item: Pick<CatalogItem, 'widthIn' | 'heightIn'>, priced: VersionedPriceTable): { line: Money; quantity: number } | null {
  const options = fitOptionsToProduct(firstLibraryOptions(item), priced.table);
  const result = quote(options, priced);
  return result.ok ? { line: result.quote.line, quantity: options.quantity } : null;
}

/** "From CAD 12.00 for 10" under a library card; nothing until the price table is in. */
export function LibraryPriceFrom({ item, priced }: { item: Pick<CatalogItem, 'widthIn' | 'heightIn'>; priced: VersionedPriceTable | undefined }) {
  const { t, i18n } = useTranslation();
  const from = priced ? libraryPriceFrom(item, priced) : null;
  if (!from) return null;
  return (
    <Text size="sm" fw={700} c="brand.8" data-testid="library-price-from">
      {t('library.gallery.from', { price: formatPrice(from.line, i18n.language), quantity: from.quantity })}
    </Text>
  );
}
