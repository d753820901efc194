import { errorMessage, useOrgId } from '@maziwa/api-client';
import { type Id, pagePath, type Route } from '@maziwa/contracts';
import { ErrorPanel, QueryState, showToast } from '@maziwa/ui';
import { useMemo } from 'react';
import { useCollectionCentres } from '../api/get-collection-centres';
import { useRoute } from '../api/get-route';
import { useUpdateRoute } from '../api/update-route';
import { RouteForm } from './route-form';
import { routeFormValuesOf, type RouteFormValues } from '../model/route-form-values';

const EDIT_ROUTE_TITLE = 'Edit Route';

export interface EditRouteFormProps {
  routeId: Id;
  onSaved(route: Route): void;
  onCancel(): void;
}

/**
 * Edit of a route: the same form as Add New Route, filled from GET /routes/{id}, saved with
 * PUT /routes/{id}; a toast confirms it.
 *
 * @example <EditRouteForm routeId={id} onSaved={toList} onCancel={toList} />
 */
export function EditRouteForm({ routeId, onSaved, onCancel }: EditRouteFormProps) {
  const route = useRoute(routeId);
  const centres = useCollectionCentres(useOrgId());
  const update = useUpdateRoute();
  // Built once per loaded route: the form must not reset while the person types.
  const initialValues = useMemo(() => route.data && routeFormValuesOf(route.data), [route.data]);

  const save = async (values: RouteFormValues) => {
    const saved = await update.mutateAsync({ id: routeId, values });
    showToast({
      message: `Route ${saved.name} saved`,
      link: { to: pagePath('/logistics-management/routes-management'), label: 'View routes' },
    });
    onSaved(saved);
  };

  if (!route.data || !initialValues) {
    // The heading stays while the route loads or fails, so the page says where the person is.
    return (
      <section aria-labelledby="edit-route-title">
        <h1 id="edit-route-title" className="mz-form-page__title">
          {EDIT_ROUTE_TITLE}
        </h1>
        <QueryState
          isLoading={route.isLoading}
          error={route.error}
          errorText="Failed to fetch route"
          notFoundText="Route not found"
          errorMessage={errorMessage(route.error)}
          onRetry={() => void route.refetch()}
        >
          {null}
        </QueryState>
      </section>
    );
  }

  return (
    <RouteForm
      title={EDIT_ROUTE_TITLE}
      initialValues={initialValues}
      centres={centres.data ?? []}
      knownCentres={route.data.locations}
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
