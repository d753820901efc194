import { DataTable, formatDateTime, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import { TripStatusBadge, tripStatusLabel } from '../../../lib/trip-status';
import type { TripRow } from '../api/get-trips';

/** A trip with the names of its drivers: undefined while loading, null when that failed. */
export type TripTableRow = TripRow & { crew_names?: string[] | null };

export interface TripsTableProps {
  /** The current page. */
  trips: TripTableRow[];
  server: DataTableServer;
}

const getRowId = (trip: TripTableRow) => trip.id;

function driversText({ crew_names, user_roles }: TripTableRow): string {
  if (crew_names === undefined) return '…';
  // Names could not be loaded: the crew's member ids still say who went.
  // A link may have no member id (the API sends null): it is left out, not shown as a gap.
  if (crew_names === null)
    return user_roles?.flatMap((link) => (link.member_id ? [link.member_id] : [])).join(', ') || 'N/A';
  return crew_names.join(', ') || 'N/A';
}

/** The Trips table: route, drivers, start, end and status of each trip. */
export function TripsTable({ trips, server }: TripsTableProps) {
  const columns = useMemo<DataTableColumn<TripTableRow>[]>(
    () => [
      { headerName: 'Route', valueGetter: (trip) => trip.route?.name ?? 'N/A', sortField: 'route_name' },
      // The CSV's Drivers column is the API's driver_names.
      { headerName: 'Drivers', valueGetter: driversText, flex: 2, exportField: 'driver_names' },
      { headerName: 'Start', valueGetter: (trip) => formatDateTime(trip.start_time), sortField: 'start_time' },
      { headerName: 'End', valueGetter: (trip) => formatDateTime(trip.end_time), sortField: 'end_time' },
      {
        headerName: 'Status',
        valueGetter: (trip) => tripStatusLabel(trip.status),
        cellRenderer: (trip) => <TripStatusBadge status={trip.status} />,
        sortField: 'status',
      },
    ],
    [],
  );

  return (
    <DataTable
      ariaLabel="Trips"
      rows={trips}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No trips found."
    />
  );
}
