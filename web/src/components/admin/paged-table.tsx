import type { CursorPages } from './use-cursor-pages';
import { PagesPager } from './cursor-pager';
import { DataTable, type DataTableProps } from './data-table';

export type PagedTableProps<Row> = DataTableProps<Row> & {
  /** useCursorPages' state of the list. */
  pages: CursorPages;
  /** The answer's next_cursor: null on the last page. */
  nextCursor: string | null | undefined;
  /** The pager's name ('Registrant pages'). */
  pagerLabel: string;
};

/** An admin list paged by the server's cursor: its table, then Previous, 'Page n' and Next. */
export function PagedTable<Row>({ pages, nextCursor, pagerLabel, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <DataTable {...table} />
      <PagesPager pages={pages} nextCursor={nextCursor} label={pagerLabel} />
    </>
  );
}
