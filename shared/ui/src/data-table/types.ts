import type { ReactNode, Ref } from 'react';

/** One column of a {@link DataTable}. Callers never see ag-grid types. */
export interface DataTableColumn<T> {
  /** Property of the row shown in the column (ignored when `valueGetter` is given). */
  field?: keyof T & string;
  headerName: string;
  /** Computes the cell value; sorting, search and export use it. */
  valueGetter?: (row: T) => unknown;
  /** Turns the value into the text shown (and exported). */
  valueFormatter?: (value: unknown, row: T) => string;
  /** Renders the cell, e.g. a status badge or row action buttons. */
  cellRenderer?: (row: T) => ReactNode;
  /** Default true; in server mode only a column with `field` or `sortField` sorts. */
  sortable?: boolean;
  /**
   * Server mode: the field the API sorts by for this column (`sort=field` / `-field`);
   * default `field`. Give it to columns built with `valueGetter`, e.g. a status badge.
   */
  sortField?: string;
  flex?: number;
  /** A fixed width in px (a checkbox, the row's buttons); other columns share the room by `flex`. */
  width?: number;
  /**
   * The narrowest the column is drawn, in px. Default: its title's longest word (titles wrap)
   * and its widest text on the rows, up to 180 px, so a date and time is never cut.
   */
  minWidth?: number;
  /**
   * The row's buttons: pinned at the grid's right edge, in view while the other columns scroll
   * sideways, and set apart at the foot of a phone's card. Default: a column titled "Actions"
   * that shows no value, only buttons.
   */
  actions?: boolean;
  /**
   * Shown on a phone, where each row is a card of "title: value" lines. Default true: every
   * column; false leaves a detail the card can do without to the wide table.
   */
  card?: boolean;
  /** Default true; set false for action columns so CSV export leaves them out. */
  export?: boolean;
  /**
   * Server mode: the API field exported under this column's title (the API's `columns`);
   * default `sortField`, then `field`. A column with none is left out of the export.
   */
  exportField?: string;
}

/** Imperative handle of a {@link DataTable}, for an Export Data button. */
export interface DataTableHandle {
  /** Downloads the rows the grid holds (filtered and sorted, all pages; in server mode the current page) as CSV. */
  exportCsv(fileName?: string): void;
  /** The same CSV text as `exportCsv` would download. */
  getCsv(): string;
}

export type SortDirection = 'asc' | 'desc';

/** The sort a server-mode table shows and asks the API for. */
export interface DataTableSort {
  /** The API's field name (the column's `sortField` or `field`). */
  field: string;
  direction: SortDirection;
}

/**
 * Server mode of a {@link DataTable}: `rows` are only the current page, and paging and
 * sorting are the caller's (usually `useServerList` of @maziwa/api-client, whose
 * `server` fits here as is).
 */
export interface DataTableServer {
  /** Rows matching on the server, over all pages. */
  total: number;
  /** One-based. */
  page: number;
  onPageChange(page: number): void;
  sort: DataTableSort | null;
  /** A header click: the column's sort field, ascending, then descending, then none (null). */
  onSortChange(sort: DataTableSort | null): void;
  /** A newer page is on its way: the rows shown stay, dimmed, with a busy indicator. */
  loading?: boolean;
  /**
   * The table tells which columns it shows, as `field:Title` pairs (see exportColumnsOf), so
   * a CSV export from the API has the screen's columns and titles.
   */
  onColumnsChange?(columns: string): void;
}

export interface DataTableProps<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  /** Accessible name of the grid, e.g. "Pending payments". */
  ariaLabel: string;
  /** Rows per page. Default 10 (docs/rules.md#constants). */
  pageSize?: number;
  /** Quick filter text, usually the filter bar's search box (client mode only). */
  searchText?: string;
  getRowId?: (row: T) => string;
  /**
   * A CSS class for a row that needs to stand out (an overdue visit). Pair it with words in a
   * cell (a badge): colour alone is not a cue.
   */
  rowClass?: (row: T) => string | undefined;
  /** Shown when there are no rows to show. Default "No records found." */
  emptyMessage?: string;
  /** File name of the CSV export; default from `ariaLabel`, e.g. "pending-payments.csv". */
  exportFileName?: string;
  tableRef?: Ref<DataTableHandle>;
  /**
   * Pages and sorts on the server instead of in the browser; `searchText` is then
   * ignored (send it to the API as `q`) and the handle's CSV holds only the current page
   * (export the whole list from the API instead, e.g. `useServerList().exportCsv`).
   */
  server?: DataTableServer;
}
