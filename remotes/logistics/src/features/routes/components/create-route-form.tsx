import { errorMessage, useOrgId } from '@maziwa/api-client';
import { pagePath, type Route } from '@maziwa/contracts';
import { ErrorPanel, showToast } from '@maziwa/ui';
import { useCollectionCentres } from '../api/get-collection-centres';
import { useCreateRoute } from '../api/create-route';
import { RouteForm } from './route-form';
import { emptyRouteFormValues, type RouteFormValues } from '../model/route-form-values';

export interface CreateRouteFormProps {
  /** Called once the route is saved. */
  onCreated(route: Route): void;
  onCancel(): void;
}

/**
 * Add New Route: the route form with the organisation's collection centres, saved with
 * POST /routes; a toast confirms it, and offers Add Collection Center when the route has no
 * centre (an organisation without any may save a route first).
 *
 * @example
 * <CreateRouteForm onCreated={toRoutes} onCancel={toRoutes} />
 */
export function CreateRouteForm({ onCreated, onCancel }: CreateRouteFormProps) {
  const centres = useCollectionCentres(useOrgId());
  const creation = useCreateRoute();

  const save = async (values: RouteFormValues) => {
    const route = await creation.mutateAsync(values);
    showToast(
      route.location_ids.length === 0
        ? {
            message: `Route ${route.name} saved; it has no collection centre yet`,
            link: { to: pagePath('/collection-center/add'), label: 'Add collection center' },
          }
        : { message: `Route ${route.name} saved` },
    );
    onCreated(route);
  };

  return (
    <RouteForm
      title="Add New Route"
      initialValues={emptyRouteFormValues}
      centres={centres.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      noCentresYet={centres.data?.length === 0}
      notice={
        centres.error && (
          <ErrorPanel
            title="Failed to fetch collection centres"
            message={errorMessage(centres.error)}
            onRetry={() => void centres.refetch()}
          />
        )
      }
    />
  );
}
