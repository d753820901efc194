import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '../button/spinner';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useServerExportColumns } from './server-export-columns';
import { PlainTable } from './plain-table';
import { TablePlaceholder } from './table-placeholder';
import type { DataTableProps } from './types';
import './data-table.css';

// ag-grid is most of the kit's weight (~190 KiB gzip at its smallest). With a mouse or a
// keyboard (not on a touch screen, see drawsPlainTable) it is fetched with the first table on
// the screen, and for a table below the fold (the dashboard's on a phone)
// once the page is idle after painting what is visible, so never before the page's first
// figures. Not later than idle: a keyboard user tabbing through the page must find the table.
const GridTable = lazy(() => import('./grid-table')) as unknown as ComponentType<DataTableProps<unknown>>;

/**
 * The one table of every list page: sortable headers, quick search, pages of 10 with
 * First / Previous / Next / Last and "Page X of Y", CSV export of what it shows.
 * Give `getRowId` (or a stable `rows` array) so a re-render does not reload the rows.
 *
 * Big lists page, sort and search on the server instead: give `server` (see
 * DataTableServer; `useServerList` of @maziwa/api-client returns one) and only the
 * current page as `rows`.
 *
 * @example
 * // Server mode
 * const list = useServerList({ key: ['drivers', orgId], endpoint: driverReport, params });
 * <DataTable ariaLabel="Drivers" rows={list.rows} server={list.server} columns={[
 *   { field: 'driver_name', headerName: 'Driver Name' },
 *   { headerName: 'Status', valueGetter: (d) => d.status, cellRenderer: (d) => <Badge status={d.status} />, sortField: 'status' },
 * ]} />
 *
 * @example
 * // Client mode
 * const { tableRef, exportCsv } = useDataTableHandle();
 * <Button onClick={() => exportCsv()}>Export Data</Button>
 * <DataTable
 *   ariaLabel="Drivers"
 *   rows={drivers}
 *   getRowId={(d) => d.driver_id}
 *   searchText={filters.search}
 *   tableRef={tableRef}
 *   columns={[
 *     { field: 'driver_name', headerName: 'Driver Name' },
 *     { headerName: 'Actions', cellRenderer: (d) => <Button size="small">Edit</Button>, export: false },
 *   ]}
 * />
 */
export function DataTable<T>(props: DataTableProps<T>) {
  useServerExportColumns(props.columns, props.server);
  const [plain] = useState(() => drawsPlainTable(props));
  // Called on every render, as hooks must be; on a touch screen it never fetches the grid.
  const [ref, near] = useNearViewport<HTMLDivElement>({ orWhenIdle: !plain });
  if (plain) return <PlainTable {...props} />;
  // As tall as the page of rows the grid will show, so nothing below jumps when it comes.
  const placeholder = (
    <TablePlaceholder ref={ref} rows={Math.min(props.rows.length, props.pageSize ?? 10)}>
      <Spinner label="Loading table..." />
    </TablePlaceholder>
  );
  return near ? (
    <Suspense fallback={placeholder}>
      <GridTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  ) : (
    placeholder
  );
}

/**
 * A touch screen (a phone, a tablet) or a window of a phone's width gets the plain table (cards
 * on a phone's width): same cells, sorting and pages, without the grid's ~190 KiB. Decided once
 * per table, so it never swaps under a finger. A caller holding the grid's handle (`tableRef`,
 * the CSV of what it shows) always gets the grid.
 */
function drawsPlainTable<T>({ tableRef }: DataTableProps<T>): boolean {
  if (tableRef || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(PLAIN_TABLE_QUERY).matches;
}

/** A finger, or the mobile breakpoint's width (docs/rules.md#constants). */
const PLAIN_TABLE_QUERY = '(pointer: coarse), (max-width: 767px)';
