import { useMemo, useRef } from 'react';
import { sortsInBrowser } from './cell-value';
import { columnMinWidth } from './column-widths';
import { sortsOnServer } from './column-kind';
import type { DataTableColumn } from './types';

/**
 * Each grid column's narrowest width, by index, from what it shows (columnMinWidth); none for
 * a column of fixed `width`. A column only ever widens while the table is shown (the widest
 * text of every page seen so far), so the columns do not shift as the pages turn, and the
 * array changes only when a width does (the grid then gets new column definitions).
 */
export function useColumnMinWidths<T>(
  columns: DataTableColumn<T>[],
  rows: readonly T[],
  server: boolean,
): ReadonlyArray<number | undefined> {
  const widest = useRef<{ columns: DataTableColumn<T>[]; widths: Array<number | undefined> } | null>(null);
  const key = useMemo(() => {
    const seen = widest.current?.columns === columns ? widest.current.widths : [];
    const widths = columns.map((column, index) => {
      const width = columnMinWidth(column, rows, server ? sortsOnServer(column) : sortsInBrowser(column));
      return width === undefined ? undefined : Math.max(width, seen[index] ?? 0);
    });
    widest.current = { columns, widths };
    return widths.join(',');
  }, [columns, rows, server]);
  return useMemo(() => key.split(',').map((width) => (width === '' ? undefined : Number(width))), [key]);
}
