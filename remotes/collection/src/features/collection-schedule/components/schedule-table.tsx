import type { CollectionScheduleRow } from '@maziwa/contracts';
import {
  DataTable,
  RowActions,
  formatNumber,
  formatDateTime,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import { PickupStatusBadge } from './pickup-status-badge';
import { scheduleRowName } from '../model/schedule-row-name';
import { RowCheckbox } from './schedule-selection';

export type ScheduleAction = 'edit' | 'delete' | 'view';

export interface ScheduleTableProps {
  /** The current page. */
  rows: CollectionScheduleRow[];
  server: DataTableServer;
  onAction(action: ScheduleAction, row: CollectionScheduleRow): void;
}

const getRowId = (row: CollectionScheduleRow) => row.id;

/** Older reports may leave the centres out: say N/A rather than 0. */
const centreCount = (row: CollectionScheduleRow) =>
  Array.isArray(row.collection_centers) ? row.collection_centers.length : undefined;

/**
 * The Collection Schedule table (docs/screens.md#collection-schedule): a checkbox, Center Name (the route), driver,
 * pick start time, how many centres, litres collected, pickup status and the row actions.
 */
export function ScheduleTable({ rows, server, onAction }: ScheduleTableProps) {
  const columns = useMemo<DataTableColumn<CollectionScheduleRow>[]>(
    () => [
      { headerName: 'Select', cellRenderer: (row) => <RowCheckbox row={row} />, export: false, width: 90 },
      { field: 'route_name', headerName: 'Center Name' },
      { field: 'driver_name', headerName: 'Driver', valueFormatter: (value) => (value ? String(value) : 'N/A') },
      {
        field: 'pick_start_time',
        headerName: 'Pick Start Time',
        valueFormatter: (value) => formatDateTime(value as string),
      },
      {
        headerName: 'Collection Centers',
        valueGetter: centreCount,
        valueFormatter: (value) => (value === undefined ? 'N/A' : String(value)),
        sortable: false,
      },
      {
        field: 'litres_collected',
        headerName: 'Litres Collected',
        valueFormatter: (value) => formatNumber(value as number),
      },
      {
        headerName: 'Pickup Status',
        valueGetter: (row) => row.pickup_status,
        cellRenderer: (row) => <PickupStatusBadge status={row.pickup_status} />,
        sortField: 'pickup_status',
      },
      {
        headerName: 'Actions',
        cellRenderer: (row) => (
          <RowActions
            name={scheduleRowName(row)}
            actions={[
              { label: 'Edit', permission: 'trips:update', onClick: () => onAction('edit', row) },
              { label: 'Delete', permission: 'trips:delete', onClick: () => onAction('delete', row) },
              { label: 'View', onClick: () => onAction('view', row) },
            ]}
          />
        ),
        export: false,
        width: 220,
      },
    ],
    [onAction],
  );

  return (
    <DataTable
      ariaLabel="Collection schedule"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No scheduled collections found."
    />
  );
}
