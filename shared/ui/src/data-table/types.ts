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
  /** Default true. */
  sortable?: boolean;
  flex?: number;
  width?: number;
  /** Default true; set false for action columns so CSV export leaves them out. */
  export?: boolean;
}

/** Imperative handle of a {@link DataTable}, for an Export Data button. */
export interface DataTableHandle {
  /** Downloads the rows the grid shows (filtered and sorted, all pages) as CSV. */
  exportCsv(fileName?: string): void;
  /** The same CSV text as `exportCsv` would download. */
  getCsv(): string;
}

export interface DataTableProps<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  /** Accessible name of the grid, e.g. "Pending payments". */
  ariaLabel: string;
  /** Rows per page. Default 10 (spec 9). */
  pageSize?: number;
  /** Quick filter text, usually the filter bar's search box. */
  searchText?: string;
  getRowId?: (row: T) => string;
  /** Shown when there are no rows to show. Default "No records found." */
  emptyMessage?: string;
  /** File name of the CSV export; default from `ariaLabel`, e.g. "pending-payments.csv". */
  exportFileName?: string;
  tableRef?: Ref<DataTableHandle>;
}
