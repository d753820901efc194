import { DataTable, formatDateTime, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import type { TrackingRow } from '../api/get-driver-tracking';
import { DriverWithAvatar } from './driver-avatar';
import { TrackingRowActions } from './tracking-row-actions';
import { dataSourceLabel, TrackingStatusBadge } from './tracking-status';

export interface TrackingTableProps {
  /** The current page. */
  rows: TrackingRow[];
  server: DataTableServer;
  onViewProgress(row: TrackingRow): void;
}

const getRowId = (row: TrackingRow) => row.id;
const orNA = (value: unknown) => (value ? String(value) : 'N/A');

/**
 * The Driver Tracking table (docs/screens.md#driver-tracking): each driver with an initials avatar, where
 * their latest trip is, and Message, Call and View Progress. Wrap it in a PhoneProvider.
 */
export function TrackingTable({ rows, server, onViewProgress }: TrackingTableProps) {
  const columns = useMemo<DataTableColumn<TrackingRow>[]>(
    () => [
      {
        field: 'driver_name',
        headerName: 'Driver',
        cellRenderer: (row) => <DriverWithAvatar name={row.driver_name} />,
      },
      {
        headerName: 'Data Source',
        valueGetter: (row) => row.data_source,
        valueFormatter: (value) => dataSourceLabel(String(value)),
        sortable: false,
      },
      { field: 'current_route', headerName: 'Current Route', valueFormatter: orNA },
      {
        headerName: 'Status',
        valueGetter: (row) => row.status,
        cellRenderer: (row) => <TrackingStatusBadge status={row.status} />,
        sortField: 'status',
      },
      {
        field: 'last_update',
        headerName: 'Last Update',
        valueFormatter: (value) => formatDateTime(value as string | null),
      },
      {
        headerName: 'Next Collection Center',
        valueGetter: (row) => row.next_collection_center,
        valueFormatter: orNA,
        sortable: false,
      },
      {
        field: 'milk_cans_collected',
        headerName: 'Milk Cans Collected',
        valueFormatter: (value) => formatNumber(value as number),
      },
      {
        headerName: 'Actions',
        cellRenderer: (row) => <TrackingRowActions row={row} onViewProgress={onViewProgress} />,
        export: false,
        width: 260,
      },
    ],
    [onViewProgress],
  );

  return (
    <DataTable
      ariaLabel="Drivers"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No drivers found."
    />
  );
}
