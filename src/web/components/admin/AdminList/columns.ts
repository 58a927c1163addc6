import type { ReactNode } from 'react';

/** One column of a back-office list: a table column on a wide screen, a labelled line of a card on a phone. */
export interface AdminListColumn<Row> {
  key: string;
  header: string;
  /** Only for screen readers (an actions column): no visible heading and no label on a phone card. */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Dates and amounts stay on one line; e-mails, URLs and ids may break anywhere. */
  wrap?: 'never' | 'anywhere';
  align?: 'right';
}

export function cellStyle(column: { wrap?: AdminListColumn<never>['wrap'] }) {
  if (column.wrap === 'never') return { whiteSpace: 'nowrap' } as const;
  if (column.wrap === 'anywhere') return { wordBreak: 'break-all' } as const;
  return undefined;
}
