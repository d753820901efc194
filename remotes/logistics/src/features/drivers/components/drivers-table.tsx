import type { DriverReportRow } from '@maziwa/contracts';
import { DataTable, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import { DriverRowActions, type DriverAction } from './driver-row-actions';
import { DriverStatusBadge, statusLabel } from './driver-status-badge';

export interface DriversTableProps {
  /** The current page. */
  drivers: DriverReportRow[];
  /** Paging and sort on the server (useDrivers().server). */
  server: DataTableServer;
  onAction(action: DriverAction, driver: DriverReportRow): void;
}

const getRowId = (driver: DriverReportRow) => driver.id;

/** The Driver Management table (docs/screens.md#driver-management): name, driver id, contact, status, row actions. */
export function DriversTable({ drivers, server, onAction }: DriversTableProps) {
  const columns = useMemo<DataTableColumn<DriverReportRow>[]>(
    () => [
      { field: 'driver_name', headerName: 'Driver Name' },
      { field: 'driver_id', headerName: 'Driver ID' },
      { field: 'contact_information', headerName: 'Contact Information' },
      {
        headerName: 'Status',
        valueGetter: (driver) => driver.status,
        valueFormatter: (status) => statusLabel(String(status)),
        cellRenderer: (driver) => <DriverStatusBadge status={driver.status} />,
        sortField: 'status',
      },
      {
        headerName: 'Actions',
        cellRenderer: (driver) => <DriverRowActions driver={driver} onAction={onAction} />,
        export: false,
        width: 220,
      },
    ],
    [onAction],
  );

  return (
    <DataTable
      ariaLabel="Drivers"
      rows={drivers}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No drivers found."
    />
  );
}
