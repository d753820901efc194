import { useCallback, useEffect, type RefObject } from 'react';
import type { GridApi, SortChangedEvent } from 'ag-grid-community';
import { columnId, sortFieldOf } from './column-kind';
import type { DataTableColumn, DataTableServer } from './types';

/**
 * Server mode: the header shows `server.sort`, and a header click asks for a new sort
 * instead of sorting the page in the browser. Returns `applySort` (run it once the grid is
 * ready) and the grid's sortChanged handler.
 */
export function useServerSort<T>(
  apiRef: RefObject<GridApi<T> | null>,
  columns: DataTableColumn<T>[],
  server: DataTableServer | undefined,
) {
  const serverMode = server !== undefined;
  const field = server?.sort?.field;
  const direction = server?.sort?.direction;

  const applySort = useCallback(() => {
    const api = apiRef.current;
    if (!serverMode || !api || api.isDestroyed()) return;
    const index = field === undefined ? -1 : columns.findIndex((column) => sortFieldOf(column) === field);
    api.applyColumnState({
      state: index >= 0 ? [{ colId: columnId(index), sort: direction }] : [],
      defaultState: { sort: null },
    });
  }, [apiRef, columns, field, direction, serverMode]);
  useEffect(applySort, [applySort]);

  const onSortChange = server?.onSortChange;
  const onSortChanged = useCallback(
    (event: SortChangedEvent<T>) => {
      // Only a person's click: our own applyColumnState fires this event too.
      if (!onSortChange || event.source !== 'uiColumnSorted') return;
      const sorted = event.api.getColumnState().find((state) => state.sort);
      const index = sorted ? columns.findIndex((_, i) => columnId(i) === sorted.colId) : -1;
      const sortField = index >= 0 ? sortFieldOf(columns[index]) : undefined;
      const sortDirection = sorted?.sort ?? undefined;
      onSortChange(sortField && sortDirection ? { field: sortField, direction: sortDirection } : null);
    },
    [columns, onSortChange],
  );

  return { applySort, onSortChanged };
}
