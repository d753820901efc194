import type { ServerList } from '@maziwa/api-client';
import { pagePath, type Route } from '@maziwa/contracts';
import { lazyDialog, QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouteMapDialog } from './route-map-dialog';
import { RoutesTable, type RouteAction } from './routes-table';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const AssignDriverDialog = lazyDialog(() =>
  import('./assign-driver-dialog').then((module) => module.AssignDriverDialog),
);

export interface RoutesListProps {
  /** The page's routes list (useRoutes), shared with its Export Data button. */
  list: ServerList<Route>;
}

interface OpenDialog {
  action: RouteAction;
  route: Route;
}

/**
 * The organisation's routes (each with its drivers and latest trip status, as the API
 * answers them); loading and failure texts (docs/rules.md#list-loading-and-failure-texts);
 * the row actions (Edit opens its page, Assign and Map their dialogs).
 *
 * @example
 * <RoutesList list={useRoutes(orgId, params)} />
 */
export function RoutesList({ list }: RoutesListProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Edit is a page of its own (the same form as Add New Route); Assign and Map are dialogs.
  const openDialog = useCallback(
    (action: RouteAction, route: Route) =>
      action === 'edit' ? navigate(pagePath('/route/:id/edit', { id: route.id })) : setDialog({ action, route }),
    [navigate],
  );
  const close = useCallback(() => setDialog(null), []);

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch routes"
    >
      <RoutesTable routes={list.rows} server={list.server} onAction={openDialog} />
      {dialog?.action === 'assign' && (
        <AssignDriverDialog route={dialog.route} assigned={dialog.route.driver_names ?? []} onClose={close} />
      )}
      {dialog?.action === 'map' && <RouteMapDialog route={dialog.route} onClose={close} />}
    </QueryState>
  );
}
