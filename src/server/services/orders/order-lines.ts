import type { TaxLine as OrderTaxLine } from '../../../shared/api/orders';
import { type CatalogueLanguage, catalogueText } from '../../../shared/i18n/catalogue-text';
import { englishText } from '../../../shared/i18n/english';
import { type StickerOptions, stickerLabelKey } from '../../../shared/sticker';
import { formatTaxRate, type TaxLine } from '../../../shared/tax/tax';

/** A tax line as the order stores it; the exact rate (QST 9.975 %) is in the label, basis points are rounded. */
export function orderTaxLine(line: TaxLine): OrderTaxLine {
  return {
    code: line.kind,
    label: `${line.kind === 'US_SALES_TAX' ? 'Sales tax' : line.kind} ${line.jurisdiction} ${formatTaxRate(line.ratePer100k)}`,
    rateBasisPoints: Math.round(line.ratePer100k / 10),
    amountCents: line.amount.amountCents,
  };
}

/** "Die-cut stickers 3 × 3 in, White vinyl, × 50": the line's name on the payment page. */
export function lineName(options: StickerOptions): string {
  const product = englishText(stickerLabelKey.product(options.product));
  const material = englishText(stickerLabelKey.material(options.material));
  return `${product} ${options.widthIn} × ${options.heightIn} in, ${material}, × ${options.quantity}`;
}

/** The line's name in the order's language (the invoice's line): English as `lineName`, or Chinese. */
export function lineNameIn(language: CatalogueLanguage, options: StickerOptions): string {
  if (language === 'en') return lineName(options);
  const product = catalogueText(language, stickerLabelKey.product(options.product));
  const material = catalogueText(language, stickerLabelKey.material(options.material));
  return `${product} ${options.widthIn} × ${options.heightIn} 英寸，${material}，× ${options.quantity}`;
}
