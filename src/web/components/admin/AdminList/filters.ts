import type { ReactNode } from 'react';
import type { z } from 'zod';

/**
 * What a back-office list can be filtered by, declared by each page. Every value is a string ('' is
 * "not set"); the page turns the settled values into its API's query.
 */
export type AdminFilter =
  | {
      kind: 'text';
      key: string;
      label: string;
      description?: string;
      /** The API's schema for this field: the input's maxLength comes from it. */
      schema?: z.core.$ZodType;
      icon?: ReactNode;
      /** Start from the URL's `?<key>=` (pages link here with a filter already chosen). */
      fromUrl?: boolean;
    }
  | { kind: 'select'; key: string; label: string; options: readonly { value: string; label: string }[]; fromUrl?: boolean }
  /** From/to days in the admin's time zone, as the values `from` and `to` (see `dayRange`). */
  | { kind: 'days' };

export type FilterValues = Readonly<Record<string, string>>;

/** The keys a filter writes: its own, or `from` and `to` for a day range. */
export function filterKeys(filter: AdminFilter): string[] {
  return filter.kind === 'days' ? ['from', 'to'] : [filter.key];
}

/** Every filter empty, except those the URL sets (a select only to one of its options). */
export function initialValues(filters: readonly AdminFilter[], params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    for (const key of filterKeys(filter)) values[key] = '';
    if (filter.kind === 'days' || !filter.fromUrl) continue;
    const linked = params.get(filter.key) ?? '';
    if (filter.kind === 'text' || filter.options.some((o) => o.value === linked)) values[filter.key] = linked;
  }
  return values;
}

/** The typed filters' values, trimmed: what waits for the admin to stop typing. */
export function typedValues(filters: readonly AdminFilter[], values: FilterValues): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const filter of filters) if (filter.kind === 'text') typed[filter.key] = (values[filter.key] ?? '').trim();
  return typed;
}

/** How many inputs the filter bar shows (a day range is two). */
export function inputCount(filters: readonly AdminFilter[]): number {
  return filters.reduce((n, f) => n + filterKeys(f).length, 0);
}

/** The set values only, for an API query that leaves unset filters out. */
export function setValues<K extends string>(values: FilterValues, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (values[key]) out[key] = values[key];
  return out;
}

/** The value when it is one of `allowed` (a select's options), else undefined. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}
