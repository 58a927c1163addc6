import { Table, VisuallyHidden } from '@mantine/core';
import { type AdminListColumn, cellStyle } from './columns';

export interface ListLayoutProps<Row> {
  rows: readonly Row[];
  columns: readonly AdminListColumn<Row>[];
  rowKey: (row: Row) => string;
  rowTestId: string;
}

/** The list as a table (wide screens); it scrolls sideways inside its card rather than widening the page. */
export function ListTable<Row>({ rows, columns, rowKey, rowTestId, minWidth }: ListLayoutProps<Row> & { minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align}>
                {c.headerHidden ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.align} style={cellStyle(c)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
