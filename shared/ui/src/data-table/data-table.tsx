import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '../button/spinner';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useServerExportColumns } from './server-export-columns';
import { PlainTable } from './plain-table';
import { PlainUntilReached } from './reach-for-grid';
import { TablePlaceholder } from './table-placeholder';
import type { DataTableProps } from './types';
import './data-table.css';

// ag-grid is most of the kit's weight (~217 KiB gzip as the console builds it). A table
// whose caller holds the grid's handle (`tableRef`) draws the grid from the start, fetched
// when the table nears the screen or the page is idle; every other table starts plain
// (reach-for-grid.tsx, tableKind).
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
  // Decided once per table, so it never swaps under a finger.
  const [kind] = useState(() => tableKind(props));
  if (kind === 'plain') return <PlainTable {...props} />;
  if (kind === 'plain-until-reached') return <PlainUntilReached {...props} />;
  return <GridWhenNear {...props} />;
}

/** The grid at once (with its handle), fetched when it nears the screen or the page is idle. */
function GridWhenNear<T>(props: DataTableProps<T>) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ orWhenIdle: true });
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

type TableKind = 'plain' | 'plain-until-reached' | 'grid';

/**
 * A touch screen (a phone, a tablet) or a window of a phone's width gets the plain table only
 * (cards on a phone's width): same cells, sorting and pages, without the grid's weight; the
 * grid's extras are for a mouse and a keyboard. A mouse or a keyboard gets the plain table
 * until the person reaches for it, then the grid (resizing columns, moving between cells with
 * the arrow keys). A caller holding the grid's handle (`tableRef`: the CSV of what the grid
 * holds) gets the grid. (Every list page's Export Data asks the API, grid or not.)
 */
function tableKind<T>({ tableRef }: DataTableProps<T>): TableKind {
  if (tableRef) return 'grid';
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'grid';
  return window.matchMedia(PLAIN_TABLE_QUERY).matches ? 'plain' : 'plain-until-reached';
}

/** A finger, or the mobile breakpoint's width (docs/rules.md#constants). */
const PLAIN_TABLE_QUERY = '(pointer: coarse), (max-width: 767px)';
