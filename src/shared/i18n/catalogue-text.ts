import en from './en.json';
import zh from './zh.json';

const CATALOGUES = { en, zh } as const;
export type CatalogueLanguage = keyof typeof CATALOGUES;

function lookup(language: CatalogueLanguage, key: string): string | null {
  let node: unknown = CATALOGUES[language];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

/**
 * A text of the English or Chinese catalogue by its dotted key with its `{{name}}` values filled, for
 * server mail that speaks the order's language. A `count` picks the `_one`/`_other` form as the web does;
 * a missing text answers its key, so it shows up rather than vanishing.
 */
export function catalogueText(language: CatalogueLanguage, key: string, values: Record<string, string | number> = {}): string {
  const plural = typeof values.count === 'number' ? lookup(language, `${key}_${values.count === 1 ? 'one' : 'other'}`) : null;
  const text = plural ?? lookup(language, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
