import { useEffect } from 'react';
import type { DataTableColumn, DataTableServer } from './types';

/**
 * The columns a server-mode table shows, as the API's `columns` for a CSV export:
 * `field:Title` pairs in the table's order. Action columns (export: false) and columns with
 * no API field are left out; a comma would split a pair, so titles lose theirs.
 *
 * @example exportColumnsOf([{ field: 'fatContent', headerName: 'Total Amount Due' }]) // "fatContent:Total Amount Due"
 */
export function exportColumnsOf<T>(columns: DataTableColumn<T>[]): string {
  return columns
    .filter((column) => column.export !== false)
    .flatMap((column) => {
      const field = column.exportField ?? column.sortField ?? column.field;
      return field ? [`${field}:${column.headerName.replace(/\s*,\s*/g, ' ').trim()}`] : [];
    })
    .join(',');
}

/** Tells a server list which columns the table shows, whenever they change. */
export function useServerExportColumns<T>(columns: DataTableColumn<T>[], server: DataTableServer | undefined): void {
  const spec = exportColumnsOf(columns);
  const report = server?.onColumnsChange;
  useEffect(() => {
    report?.(spec);
  }, [report, spec]);
}
