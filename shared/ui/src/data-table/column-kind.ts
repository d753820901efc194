import type { DataTableColumn } from './types';

// What a column is, for both renderers. Apart from the grid's column definitions
// (to-col-defs.ts) and sizes (column-widths.ts), so the plain table, a phone's, carries neither.

/** Stable column ids: export picks columns by id. */
export const columnId = (index: number) => `c${index}`;

/** The API field a server-mode column sorts by, if any. */
export const sortFieldOf = <T>(column: DataTableColumn<T>): string | undefined => column.sortField ?? column.field;

/** Server mode: a column sorts when the API has a field for it (the grid and the plain table). */
export const sortsOnServer = <T>(column: DataTableColumn<T>): boolean =>
  (column.sortable ?? true) && sortFieldOf(column) !== undefined;

/** A column that shows a value (sorts, searches, exports), not only what its renderer draws. */
export const hasValue = <T>(column: DataTableColumn<T>): boolean =>
  column.field !== undefined || column.valueGetter !== undefined;

/** True for the row's buttons: declared, or a column titled "Actions" that shows no value. */
export const isActionsColumn = <T>(column: DataTableColumn<T>): boolean =>
  column.actions ?? (column.headerName === 'Actions' && !hasValue(column));
