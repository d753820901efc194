import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../button/spinner';
import { useServerExportColumns } from './server-export-columns';
import type { DataTableProps } from './types';
import './data-table.css';

// ag-grid is most of the kit's weight: it is fetched with the first table a person
// opens, not with the sign-in page or the shell.
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
  return (
    <Suspense fallback={<Spinner label="Loading table..." />}>
      <GridTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
