import type { CanadianProvince } from '../regions';

/**
 * Canadian sales taxes on goods shipped to each province and territory, as dated data.
 *
 * Each province has a list of regimes, oldest first; a regime applies from its `from` date (inclusive,
 * YYYY-MM-DD) until the next one starts. A rate change is a NEW regime appended to the list, never an
 * edit of an old one, so orders taken before it are still explained by the table. Rates are in
 * thousandths of a percent (per 100,000) because Quebec's QST is 9.975 %.
 *
 * The history starts on 2013-04-01 (BC back to GST + PST, PEI onto the HST, QST no longer charged on the
 * GST): every regime since is a flat, non-compounding sum of lines on the same taxable amount. Sources:
 * the CRA's GST/HST rates table and each province's finance ministry (checked against the rates in force
 * in 2025). The shop is assumed registered for GST/HST, QST and the provincial PSTs.
 */

export const TAX_KINDS = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export interface TaxRateLine {
  kind: TaxKind;
  /** Per 100,000: 5,000 = 5 %, 9,975 = 9.975 %. */
  ratePer100k: number;
}

export interface TaxRegime {
  from: string;
  lines: readonly TaxRateLine[];
}

export const TAX_HISTORY_STARTS = '2013-04-01';

const gst = { kind: 'GST', ratePer100k: 5_000 } as const;
const hst = (percent: number): TaxRateLine => ({ kind: 'HST', ratePer100k: percent * 1_000 });
const gstOnly: TaxRegime[] = [{ from: TAX_HISTORY_STARTS, lines: [gst] }];

export const CANADIAN_TAX_RATES: Readonly<Record<CanadianProvince, readonly TaxRegime[]>> = {
  AB: gstOnly,
  BC: [{ from: TAX_HISTORY_STARTS, lines: [gst, { kind: 'PST', ratePer100k: 7_000 }] }],
  MB: [
    { from: TAX_HISTORY_STARTS, lines: [gst, { kind: 'RST', ratePer100k: 7_000 }] },
    { from: '2013-07-01', lines: [gst, { kind: 'RST', ratePer100k: 8_000 }] },
    { from: '2019-07-01', lines: [gst, { kind: 'RST', ratePer100k: 7_000 }] },
  ],
  NB: [
    { from: TAX_HISTORY_STARTS, lines: [hst(13)] },
    { from: '2016-07-01', lines: [hst(15)] },
  ],
  NL: [
    { from: TAX_HISTORY_STARTS, lines: [hst(13)] },
    { from: '2016-07-01', lines: [hst(15)] },
  ],
  NS: [
    { from: TAX_HISTORY_STARTS, lines: [hst(15)] },
    { from: '2025-04-01', lines: [hst(14)] },
  ],
  NT: gstOnly,
  NU: gstOnly,
  ON: [{ from: TAX_HISTORY_STARTS, lines: [hst(13)] }],
  PE: [
    { from: TAX_HISTORY_STARTS, lines: [hst(14)] },
    { from: '2016-10-01', lines: [hst(15)] },
  ],
  QC: [{ from: TAX_HISTORY_STARTS, lines: [gst, { kind: 'QST', ratePer100k: 9_975 }] }],
  SK: [
    { from: TAX_HISTORY_STARTS, lines: [gst, { kind: 'PST', ratePer100k: 5_000 }] },
    { from: '2017-03-23', lines: [gst, { kind: 'PST', ratePer100k: 6_000 }] },
  ],
  YT: gstOnly,
};
