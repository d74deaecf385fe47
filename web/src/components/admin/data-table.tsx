// The admin lists' table: Chakra Table with its own recipe, scrolling sideways inside its box on a
// narrow screen (the page itself never scrolls sideways), a caption for screen readers.
import { Table } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Cells that should not wrap (dates, amounts). */
  nowrap?: boolean;
  align?: 'start' | 'end';
};

export type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
};

export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full">
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" striped>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.align} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} color="gray.700" py="6" textAlign="center">
                {empty}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Cell
                    key={column.header}
                    textAlign={column.align}
                    whiteSpace={column.nowrap ? 'nowrap' : undefined}
                    verticalAlign="top"
                  >
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
