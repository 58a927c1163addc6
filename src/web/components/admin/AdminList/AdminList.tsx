import { Card, Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { QueryState } from '../QueryState';
import type { AdminListColumn } from './columns';
import { FilterBar } from './FilterBar';
import type { AdminFilter } from './filters';
import { ListCards } from './ListCards';
import { ListTable } from './ListTable';
import { pageOf } from './paging';
import type { AdminListFilters } from './useAdminListFilters';

/** The part of a query's state the list shows (a TanStack query result fits). */
export interface AdminListQuery<Row> {
  data: readonly Row[] | undefined;
  isPending: boolean;
  isFetching?: boolean;
  error: unknown;
}

export interface AdminListProps<Row> {
  filters: readonly AdminFilter[];
  /** From `useAdminListFilters(filters)`, called by the page before its query. */
  filterState: AdminListFilters;
  query: AdminListQuery<Row>;
  columns: readonly AdminListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Each row's data-testid (specs find rows by it). */
  rowTestId: string;
  /** Shown when the filters match nothing. */
  empty: string;
  /** The table's width below which it scrolls sideways inside the card. */
  minWidth: number;
  /** Between the filters and the rows (e.g. what a linked filter left out). */
  notice?: ReactNode;
  /** Under the rows. */
  footer?: ReactNode;
}

/**
 * A back-office list: the page's filters, the loading/error/empty states, its rows (a table on a wide
 * screen, cards on a phone) and pages of rows. The page declares the filters, the query and the columns.
 */
export function AdminList<Row>({ filters, filterState, query, columns, rowKey, rowTestId, empty, minWidth, notice, footer }: AdminListProps<Row>) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  // A new filter starts again on the first page.
  const filterKey = JSON.stringify(filterState.settled);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = pageOf(query.data ?? [], paging.filterKey === filterKey ? paging.page : 1);
  const layout = { rows: page.rows, columns, rowKey, rowTestId };
  const count = (n: number) => n.toLocaleString(i18n.language);
  const top = useRef<HTMLDivElement>(null);
  // The next page starts at the list's top, not where the pager was.
  const turn = (p: number) => {
    setPaging({ filterKey, page: p });
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <Card ref={top}>
      <FilterBar filters={filters} state={filterState} />
      {notice}
      <QueryState pending={query.isPending} error={query.error} />
      {query.data?.length === 0 && <Text c="dimmed">{empty}</Text>}
      {page.rows.length > 0 && <div style={{ opacity: query.isFetching ? 0.7 : 1 }}>{phone ? <ListCards {...layout} /> : <ListTable {...layout} minWidth={minWidth} />}</div>}
      {page.pages > 1 && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('adminPages.list.shown', { first: count(page.first), last: count(page.last), total: count(query.data?.length ?? 0) })}
          </Text>
          <Pagination
            total={page.pages}
            value={page.page}
            onChange={turn}
            size="sm"
            siblings={phone ? 0 : 1}
            aria-label={t('adminPages.list.pages')}
            getControlProps={(control) => ({ 'aria-label': t(`adminPages.list.page.${control}`) })}
          />
        </Group>
      )}
      {footer}
    </Card>
  );
}
