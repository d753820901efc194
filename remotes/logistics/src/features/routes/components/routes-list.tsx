import { useOrgId, type ServerList } from '@maziwa/api-client';
import type { Route } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLatestTrips } from '../api/get-latest-trip';
import { useRouteDrivers } from '../api/get-route-drivers';
import { editRoutePath } from '../paths';
import { AssignDriverDialog } from './assign-driver-dialog';
import { RouteMapDialog } from './route-map-dialog';
import { RoutesTable, type RouteAction, type RouteRow } from './routes-table';

export interface RoutesListProps {
  /** The page's routes list (useRoutes), shared with its Export Data button. */
  list: ServerList<Route>;
}

interface OpenDialog {
  action: RouteAction;
  route: RouteRow;
}

/**
 * The organisation's routes with, for the page shown, each route's assigned drivers and
 * latest trip; loading and failure texts (docs/rules.md#list-loading-and-failure-texts); the row actions (Edit opens its page, Assign and Map their dialogs).
 *
 * @example
 * <RoutesList list={useRoutes(orgId, params)} />
 */
export function RoutesList({ list }: RoutesListProps) {
  const orgId = useOrgId();
  const routeIds = useMemo(() => list.rows.map((route) => route.id), [list.rows]);
  const { data: drivers, isError: driversFailed } = useRouteDrivers(orgId, routeIds);
  const latestTrips = useLatestTrips(orgId, routeIds);
  const rows = useMemo<RouteRow[]>(
    () =>
      list.rows.map((route) => ({
        ...route,
        drivers: driversFailed ? null : drivers?.get(route.id),
        latest_trip: latestTrips.get(route.id),
      })),
    [list.rows, drivers, driversFailed, latestTrips],
  );

  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Edit is a page of its own (the same form as Add New Route); Assign and Map are dialogs.
  const openDialog = useCallback(
    (action: RouteAction, route: RouteRow) => (action === 'edit' ? navigate(editRoutePath(route.id)) : setDialog({ action, route })),
    [navigate],
  );
  const close = useCallback(() => setDialog(null), []);

  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch routes">
      <RoutesTable routes={rows} server={list.server} onAction={openDialog} />
      {dialog?.action === 'assign' && <AssignDriverDialog route={dialog.route} assigned={dialog.route.drivers ?? []} onClose={close} />}
      {dialog?.action === 'map' && <RouteMapDialog route={dialog.route} onClose={close} />}
    </QueryState>
  );
}
