import en from './en.json';

/**
 * A text of the English catalogue by its dotted key, for the server (the payment page's line names,
 * production sheets), which speaks English to Stripe and the shop. The web loads whole catalogues per
 * language instead (src/web/i18n.ts); the key itself is answered when it has no text, so a missing
 * label shows up as the key rather than as nothing.
 */
export function englishText(key: string): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}
