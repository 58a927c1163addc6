/**
 * The carriers the shop ships with: how a tracking number of each looks, and where the customer
 * follows it. The one place that knows the carriers' tracking pages.
 */
export const CARRIERS = ['Canada Post', 'UPS', 'FedEx', 'Purolator'] as const;
export type Carrier = (typeof CARRIERS)[number];

interface CarrierRules {
  /** The carrier's tracking numbers, after spaces and dashes are taken out and letters upper-cased. */
  pattern: RegExp;
  /** What the admin is told when a number does not fit. */
  format: string;
  trackingUrl: (trackingNumber: string) => string;
}

const CARRIER_RULES: Record<Carrier, CarrierRules> = {
  'Canada Post': {
    // 16 digits (domestic parcels), 12 digits (older labels) or an international S10 code (RR123456789CA).
    pattern: /^(\d{12}|\d{16}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    format: '16 digits, or 2 letters, 9 digits and 2 letters',
    trackingUrl: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${encodeURIComponent(n)}`,
  },
  UPS: {
    pattern: /^1Z[0-9A-Z]{16}$/,
    format: '1Z followed by 16 letters and digits',
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  },
  FedEx: {
    pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
    format: '12, 15, 20 or 22 digits',
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  Purolator: {
    pattern: /^(\d{12}|[A-Z]{3}\d{9})$/,
    format: '12 digits, or 3 letters and 9 digits',
    trackingUrl: (n) => `https://www.purolator.com/en/shipping/tracker?pin=${encodeURIComponent(n)}`,
  },
};

/** The carrier named by `name` in any case ("ups", "canada post"), or null for one the shop does not use. */
export function carrierNamed(name: string): Carrier | null {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return CARRIERS.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** A tracking number as carriers print it with spaces or dashes, in the form they look it up. */
export function normaliseTrackingNumber(trackingNumber: string): string {
  return trackingNumber.replace(/[\s-]+/g, '').toUpperCase();
}

/** Null when `trackingNumber` (normalised) is one of the carrier's; else what its numbers look like. */
export function trackingNumberProblem(carrier: Carrier, trackingNumber: string): string | null {
  const rules = CARRIER_RULES[carrier];
  return rules.pattern.test(trackingNumber) ? null : `A ${carrier} tracking number is ${rules.format}.`;
}

/** The carrier's page for this parcel, or null for a carrier the shop does not know (an old free-text entry). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const known = carrier ? carrierNamed(carrier) : null;
  if (!known || !trackingNumber) return null;
  return CARRIER_RULES[known].trackingUrl(normaliseTrackingNumber(trackingNumber));
}
