import type { DataTableColumn, SortDirection } from './types';

/** A cell's value as ag-grid would take it: the getter's answer, else the row's field. */
export function cellValue<T>(column: DataTableColumn<T>, row: T): unknown {
  if (column.valueGetter) return column.valueGetter(row);
  return column.field ? row[column.field] : undefined;
}

/** The text a person reads in the cell (and the quick search matches). */
export function cellText<T>(column: DataTableColumn<T>, row: T): string {
  const value = cellValue(column, row);
  if (column.valueFormatter) return column.valueFormatter(value, row);
  return value === null || value === undefined ? '' : String(value);
}

/** A column with a value to order by: not a render-only column (row actions). */
export function sortsInBrowser<T>(column: DataTableColumn<T>): boolean {
  return (column.sortable ?? true) && (column.valueGetter !== undefined || column.field !== undefined);
}

/** A header click: ascending, then descending, then no sort. */
export function nextDirection(current: SortDirection | undefined): SortDirection | undefined {
  if (current === undefined) return 'asc';
  return current === 'asc' ? 'desc' : undefined;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Orders two cell values as ag-grid's default comparator does: empties first, numbers as numbers. */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
