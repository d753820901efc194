import type { SortDirection } from './types';

/**
 * Where a person is in a table drawn in the browser (client mode): the column sorted and the
 * page. The plain table reports it, and the grid starts from it when it takes the plain
 * table's place (reach-for-grid.tsx), so the swap keeps the order and the page. In server
 * mode both live with the caller (`server.sort`, `server.page`) and need no passing.
 */
export interface TableView {
  sort: { index: number; direction: SortDirection } | null;
  /** Zero-based. */
  page: number;
}

export const FIRST_VIEW: TableView = { sort: null, page: 0 };
