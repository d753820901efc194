import type { Route } from '@maziwa/contracts';
import { DataTable, RowActions, StatusBadge, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import { TripStatusBadge, tripStatusLabel } from '../../../lib/trip-status';

export type RouteAction = 'edit' | 'assign' | 'map';

export interface RoutesTableProps {
  /** The current page. */
  routes: Route[];
  server: DataTableServer;
  onAction(action: RouteAction, route: Route): void;
}

const getRowId = (route: Route) => route.id;

const driversText = ({ driver_names }: Route) => driver_names?.join(', ') || 'Unassigned';
const startTimesText = ({ start_time_list }: Route) => start_time_list?.join(', ') || 'N/A';
const statusText = ({ latest_trip_status }: Route) =>
  latest_trip_status ? tripStatusLabel(latest_trip_status) : 'No trips';

/**
 * The Routes Management table (docs/screens.md#routes-management): name, assigned drivers,
 * count of collection centres, start times, status (of the latest trip), and Edit, Assign,
 * Map. Every column is a field of the API's route, so Export Data carries them all.
 */
export function RoutesTable({ routes, server, onAction }: RoutesTableProps) {
  const columns = useMemo<DataTableColumn<Route>[]>(
    () => [
      { field: 'name', headerName: 'Route Name' },
      { headerName: 'Assigned Driver', valueGetter: driversText, exportField: 'driver_names' },
      {
        headerName: 'Collection Centers',
        valueGetter: (route) => route.location_count ?? route.location_ids.length,
        exportField: 'location_count',
      },
      { headerName: 'Start Time', valueGetter: startTimesText, exportField: 'start_time_list' },
      {
        headerName: 'Status',
        valueGetter: statusText,
        exportField: 'latest_trip_status',
        cellRenderer: (route) =>
          route.latest_trip_status ? (
            <TripStatusBadge status={route.latest_trip_status} />
          ) : (
            <StatusBadge label={statusText(route)} />
          ),
      },
      {
        headerName: 'Actions',
        cellRenderer: (route) => (
          <RowActions
            name={route.name}
            actions={[
              { label: 'Edit', permission: 'routes:update', onClick: () => onAction('edit', route) },
              // Assigning puts the route on the driver's link.
              { label: 'Assign', permission: 'user_roles:update', onClick: () => onAction('assign', route) },
              { label: 'Map', onClick: () => onAction('map', route) },
            ]}
          />
        ),
        export: false,
        width: 230,
      },
    ],
    [onAction],
  );

  return (
    <DataTable
      ariaLabel="Routes"
      rows={routes}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No routes found."
    />
  );
}
