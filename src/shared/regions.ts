/**
 * Where the shop ships and charges tax: Canada and the United States. Codes are ISO 3166-1
 * alpha-2 for countries and the postal abbreviations for provinces, territories and states.
 */

export const SHIPPING_COUNTRIES = ['CA', 'US'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** The 10 provinces and 3 territories. */
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number];

/** The 50 states and the District of Columbia. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export function isCanadianProvince(code: string): code is CanadianProvince {
  return (CANADIAN_PROVINCES as readonly string[]).includes(code);
}

export function isUsState(code: string): code is UsState {
  return (US_STATES as readonly string[]).includes(code);
}
