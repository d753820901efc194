import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type CSSProperties } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { GridApi, GridReadyEvent } from 'ag-grid-community';
import { gridModules } from './grid-modules';
import { gridTheme } from './grid-theme';
import { columnId } from './column-kind';
import type { TableView } from './table-view';
import { exportColumnIds, toColDefs } from './to-col-defs';
import { TableFrame } from './table-frame';
import { useServerSort } from './use-server-sort';
import { useFullTextTitles } from './use-full-text-titles';
import { useColumnMinWidths } from './use-column-min-widths';
import { useRenderedWidths } from './use-rendered-widths';
import type { DataTableProps } from './types';
import './data-table.css';

interface PageState {
  page: number;
  totalPages: number;
  shownRows: number;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'export';

export interface GridTableProps<T> extends DataTableProps<T> {
  /** Client mode: the sort and page to start from (those of the plain table it replaces). */
  initialView?: TableView;
  /** The grid has drawn its first rows (on the start view's page). */
  onDrawn?(): void;
}

/** The ag-grid implementation behind {@link DataTable}; loaded on demand (see data-table.tsx). */
export default function GridTable<T>({
  rows,
  columns,
  ariaLabel,
  pageSize = 10,
  searchText,
  getRowId,
  rowClass,
  emptyMessage = 'No records found.',
  exportFileName,
  tableRef,
  server,
  initialView,
  onDrawn,
}: GridTableProps<T>) {
  const apiRef = useRef<GridApi<T> | null>(null);
  // Where the grid starts counts once, when it is made.
  const startView = useRef(initialView);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PageState>({ page: 0, totalPages: 1, shownRows: rows.length });
  // Until the grid has drawn its first rows it holds their height: its first frames are
  // shorter, and a page with a section below the table (Rates) would see that section jump.
  const [drawn, setDrawn] = useState(false);
  const settlingRows = drawn ? 0 : Math.min(rows.length, pageSize);

  const serverMode = server !== undefined;
  const minWidths = useColumnMinWidths(columns, rows, serverMode);
  const rendered = useRenderedWidths(wrapperRef, columns);
  const colDefs = useMemo(
    () => toColDefs(columns, { server: serverMode, minWidths, renderedWidths: rendered.widths }),
    [columns, serverMode, minWidths, rendered.widths],
  );
  const csvColumns = useMemo(() => exportColumnIds(columns), [columns]);

  const rowIdGetter = useMemo(
    () => (getRowId ? (params: { data: T }) => getRowId(params.data) : undefined),
    [getRowId],
  );

  const rowClassGetter = useMemo(
    () => (rowClass ? (params: { data?: T }) => (params.data ? rowClass(params.data) : undefined) : undefined),
    [rowClass],
  );

  const sync = useCallback(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return;
    setState({
      page: api.paginationGetCurrentPage(),
      totalPages: api.paginationGetTotalPages(),
      shownRows: api.getDisplayedRowCount(),
    });
  }, []);

  // ag-grid has no option for the grid's accessible name; set it on its grid element.
  const labelGrid = useCallback(() => {
    wrapperRef.current?.querySelector('[role="grid"], [role="treegrid"]')?.setAttribute('aria-label', ariaLabel);
  }, [ariaLabel]);
  useEffect(labelGrid, [labelGrid]);

  // Another page or other rows: the pager follows, and the drawn cells are measured.
  const measureCells = rendered.measure;
  const onRowsShown = useCallback(() => {
    sync();
    measureCells();
  }, [sync, measureCells]);

  const { applySort, onSortChanged } = useServerSort(apiRef, columns, server);
  useFullTextTitles(wrapperRef);

  const onGridReady = useCallback(
    (event: GridReadyEvent<T>) => {
      apiRef.current = event.api;
      labelGrid();
      applySort();
      const sorted = serverMode ? null : startView.current?.sort;
      if (sorted) event.api.applyColumnState({ state: [{ colId: columnId(sorted.index), sort: sorted.direction }] });
      sync();
    },
    [labelGrid, applySort, sync, serverMode],
  );

  const onFirstDataRendered = () => {
    const api = apiRef.current;
    const startPage = serverMode ? 0 : (startView.current?.page ?? 0);
    setDrawn(true);
    measureCells();
    if (api && startPage > 0) {
      api.paginationGoToPage(startPage);
      // The start page's rows are drawn in the grid's next frame.
      requestAnimationFrame(() => onDrawn?.());
    } else onDrawn?.();
  };

  useImperativeHandle(
    tableRef,
    () => ({
      exportCsv(fileName?: string) {
        apiRef.current?.exportDataAsCsv({
          fileName: fileName ?? exportFileName ?? `${slug(ariaLabel)}.csv`,
          columnKeys: csvColumns,
        });
      },
      getCsv() {
        return apiRef.current?.getDataAsCsv({ columnKeys: csvColumns }) ?? '';
      },
    }),
    [ariaLabel, csvColumns, exportFileName],
  );

  const go = (move: (api: GridApi<T>) => void) => () => {
    if (apiRef.current) move(apiRef.current);
  };

  return (
    <TableFrame
      ariaLabel={ariaLabel}
      pageSize={pageSize}
      emptyMessage={emptyMessage}
      shownRows={state.shownRows}
      server={server}
      browserPager={{
        page: state.page,
        totalPages: state.totalPages,
        onFirst: go((api) => api.paginationGoToFirstPage()),
        onPrevious: go((api) => api.paginationGoToPreviousPage()),
        onNext: go((api) => api.paginationGoToNextPage()),
        onLast: go((api) => api.paginationGoToLastPage()),
      }}
    >
      <div
        className={settlingRows > 0 ? 'mz-data-table__grid mz-data-table__grid--settling' : 'mz-data-table__grid'}
        style={settlingRows > 0 ? ({ '--mz-table-rows': settlingRows } as CSSProperties) : undefined}
        ref={wrapperRef}
      >
        <AgGridReact<T>
          modules={gridModules}
          theme={gridTheme}
          rowData={rows}
          columnDefs={colDefs}
          getRowId={rowIdGetter}
          getRowClass={rowClassGetter}
          domLayout="autoHeight"
          // Server mode: the rows are one page already, searched on the server.
          pagination={!serverMode}
          paginationPageSize={pageSize}
          paginationPageSizeSelector={false}
          suppressPaginationPanel
          quickFilterText={serverMode ? undefined : searchText}
          suppressMultiSort={serverMode}
          suppressNoRowsOverlay
          suppressCellFocus={false}
          enableCellTextSelection
          ensureDomOrder
          // A page is a few rows: every column stays in the page, so a row's actions at the far
          // right (Payslip, Process) are there for screen readers, search and narrow screens.
          suppressColumnVirtualisation
          onGridReady={onGridReady}
          onFirstDataRendered={onFirstDataRendered}
          onPaginationChanged={onRowsShown}
          onModelUpdated={onRowsShown}
          onSortChanged={onSortChanged}
        />
      </div>
    </TableFrame>
  );
}
