import type { Route, Trip } from '@maziwa/contracts';
import { DataTable, RowActions, StatusBadge, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import { TripStatusBadge, tripStatusLabel } from '../../../lib/trip-status';
import { startTimesSummary } from './start-times';

/** A route with what the table adds from elsewhere: undefined while loading, null when that failed. */
export type RouteRow = Route & {
  /** Names of the drivers assigned to the route. */
  drivers?: string[] | null;
  /** The route's latest trip; 'none' when it has none. */
  latest_trip?: Trip | 'none' | null;
};

export type RouteAction = 'edit' | 'assign' | 'map';

export interface RoutesTableProps {
  /** The current page. */
  routes: RouteRow[];
  server: DataTableServer;
  onAction(action: RouteAction, route: RouteRow): void;
}

const getRowId = (route: RouteRow) => route.id;
const PENDING = '…';

function driversText({ drivers }: RouteRow): string {
  if (drivers === undefined) return PENDING;
  if (drivers === null) return 'N/A';
  return drivers.join(', ') || 'Unassigned';
}

function statusText({ latest_trip }: RouteRow): string {
  if (latest_trip === undefined) return PENDING;
  if (latest_trip === null) return 'N/A';
  return latest_trip === 'none' ? 'No trips' : tripStatusLabel(latest_trip.status);
}

/**
 * The Routes Management table (docs/screens.md#routes-management): name, assigned driver, count of collection
 * centres, start times, status (of the latest trip), and Edit, Assign, Map.
 */
export function RoutesTable({ routes, server, onAction }: RoutesTableProps) {
  const columns = useMemo<DataTableColumn<RouteRow>[]>(
    () => [
      { field: 'name', headerName: 'Route Name' },
      { headerName: 'Assigned Driver', valueGetter: driversText },
      { headerName: 'Collection Centers', valueGetter: (route) => route.locations?.length ?? route.location_ids.length },
      { headerName: 'Start Time', valueGetter: (route) => startTimesSummary(route.start_times) },
      {
        headerName: 'Status',
        valueGetter: statusText,
        cellRenderer: (route) =>
          typeof route.latest_trip === 'object' && route.latest_trip ? (
            <TripStatusBadge status={route.latest_trip.status} />
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

  return <DataTable ariaLabel="Routes" rows={routes} columns={columns} getRowId={getRowId} server={server} emptyMessage="No routes found." />;
}
