import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { columnId, isActionsColumn, sortsOnServer } from './column-kind';
import type { DataTableColumn } from './types';

// The server already sent the page in order: ag-grid's sort only draws the header arrow,
// and an all-equal comparator (its sort is stable) keeps the rows where they are.
const keepServerOrder = () => 0;

export interface ColDefOptions {
  server?: boolean;
  /** Each column's narrowest width (see columnMinWidth), by index; none for a fixed `width`. */
  minWidths?: ReadonlyArray<number | undefined>;
  /** A drawn column's width when its cells need more (see useRenderedWidths), by index. */
  renderedWidths?: Readonly<Record<number, number>>;
}

/** Maps our column description onto ag-grid's, so no caller depends on ag-grid types. */
export function toColDefs<T>(
  columns: DataTableColumn<T>[],
  { server = false, minWidths = [], renderedWidths = {} }: ColDefOptions = {},
): ColDef<T>[] {
  return columns.map((column, index) => {
    const { field, headerName, valueGetter, valueFormatter, cellRenderer } = column;
    const def: ColDef<T> = {
      colId: columnId(index),
      headerName,
      sortable: column.sortable ?? true,
      flex: column.width ? undefined : (column.flex ?? 1),
      width: column.width,
      // Never narrower than its text needs: the grid scrolls sideways rather than cutting a
      // date or squeezing names to "Pa…".
      minWidth: minWidths[index],
      // A long title wraps at its spaces and the header grows to show it all.
      wrapHeaderText: true,
      autoHeaderHeight: true,
    };
    if (isActionsColumn(column)) {
      // The row's buttons stay at the right edge while the other columns scroll, when they do
      // not all fit. ag-grid (36) keeps a pinned cell in its row, after the others: one row for
      // screen readers, the buttons last in the tab order.
      def.pinned = 'right';
      def.lockPinned = true;
    }
    const rendered = renderedWidths[index];
    if (rendered !== undefined && (column.width !== undefined || isActionsColumn(column))) {
      // null, not undefined: a new definition without flex would keep the column's flex.
      def.width = Math.max(rendered, column.width ?? 0);
      def.flex = null;
    } else if (rendered !== undefined) {
      def.minWidth = Math.max(rendered, def.minWidth ?? 0);
    }
    if (valueGetter) {
      def.valueGetter = (params) => (params.data ? valueGetter(params.data) : undefined);
    } else if (field) {
      def.field = field as unknown as ColDef<T>['field'];
    }
    if (valueFormatter) {
      def.valueFormatter = (params) => (params.data ? valueFormatter(params.value, params.data) : '');
      // The quick filter should match what people read, not the raw value.
      def.getQuickFilterText = (params) =>
        params.data ? `${valueFormatter(params.value, params.data)} ${String(params.value ?? '')}` : '';
    }
    if (cellRenderer) {
      def.cellRenderer = (params: ICellRendererParams<T>) => (params.data ? cellRenderer(params.data) : null);
    }
    if (!valueGetter && !field) {
      // A pure render column (row actions): nothing to sort or search.
      def.sortable = column.sortable ?? false;
      def.getQuickFilterText = () => '';
    }
    if (server) {
      def.sortable = sortsOnServer(column);
      def.comparator = keepServerOrder;
    }
    return def;
  });
}

/** Ids of the columns whose values go into the CSV export. */
export function exportColumnIds<T>(columns: DataTableColumn<T>[]): string[] {
  return columns.flatMap((column, index) =>
    column.export === false || (!column.field && !column.valueGetter) ? [] : [columnId(index)],
  );
}
