import { CM_PER_INCH } from '../../../shared/design/units';

/** One length as the shop states sizes: inches, then centimetres ("2.5 in (6.35 cm)"). */
export function formatLength(inches: number, locale: string): string {
  const f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  return `${f.format(inches)} in (${f.format(inches * CM_PER_INCH)} cm)`;
}
