import { errorMessage, formFailureMessage, useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { ErrorPanel, showToast } from '@maziwa/ui';
import { useCreateTrip } from '../api/create-trip';
import { useDriverOptions, useTripRouteOptions } from '../api/get-trip-form-options';
import { TripForm } from './trip-form';
import type { TripFormValues } from '../model/trip-form-values';

export interface CreateTripFormProps {
  /** Called once the trip is saved. */
  onCreated(): void;
  onCancel(): void;
}

/**
 * Add Trip: the trip form with the organisation's drivers and routes, saved with POST /trips
 * and confirmed by a toast linking to the Trips list.
 *
 * @example
 * <CreateTripForm onCreated={() => navigate(pagePath('/logistics-management/trips'))} onCancel={() => navigate(-1)} />
 */
export function CreateTripForm({ onCreated, onCancel }: CreateTripFormProps) {
  const orgId = useOrgId();
  const drivers = useDriverOptions(orgId);
  const routes = useTripRouteOptions(orgId);
  const creation = useCreateTrip();
  const detail = formFailureMessage(creation.error);

  const save = async (values: TripFormValues) => {
    await creation.mutateAsync(values);
    const route = routes.data?.find((option) => option.value === values.routeId)?.label ?? 'the route';
    showToast({
      message: `Trip on ${route} saved`,
      link: { to: pagePath('/logistics-management/trips'), label: 'View trips' },
    });
    onCreated();
  };

  return (
    <TripForm
      driverOptions={drivers.data ?? []}
      routeOptions={routes.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      notice={
        <>
          {drivers.error && (
            <ErrorPanel
              title="Failed to fetch drivers"
              message={errorMessage(drivers.error)}
              onRetry={() => void drivers.refetch()}
            />
          )}
          {routes.error && (
            <ErrorPanel
              title="Failed to fetch routes"
              message={errorMessage(routes.error)}
              onRetry={() => void routes.refetch()}
            />
          )}
          {detail && <ErrorPanel title="The trip was not saved" message={detail} />}
        </>
      }
    />
  );
}
