import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminFilter, type FilterValues, initialValues, typedValues } from './filters';

/** The state of a list's filters: what the inputs show, and the settled values the query uses. */
export interface AdminListFilters {
  /** What the inputs show, as typed. */
  values: FilterValues;
  set: (key: string, value: string) => void;
  /** Selects and days at once; typed text trimmed, 300 ms after the last key. */
  settled: FilterValues;
}

/**
 * The state of a list's filter bar (`filters` gives the keys, which are text and which start from the
 * URL; their labels may change from render to render, e.g. with counts). Typed text is debounced as a string: a fresh object each render
 * would restart Mantine's debounce and re-render the page every 300 ms for ever.
 */
export function useAdminListFilters(filters: readonly AdminFilter[]): AdminListFilters {
  const [params] = useSearchParams();
  const [values, setAll] = useState(() => initialValues(filters, params));
  const [typedJson] = useDebouncedValue(JSON.stringify(typedValues(filters, values)), 300);
  const settled = useMemo(() => ({ ...values, ...(JSON.parse(typedJson) as Record<string, string>) }), [values, typedJson]);
  const set = (key: string, value: string) => setAll((current) => ({ ...current, [key]: value }));
  return { values, set, settled };
}
