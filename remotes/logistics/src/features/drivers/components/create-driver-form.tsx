import { ApiError, errorMessage, useOrgId } from '@maziwa/api-client';
import { ErrorPanel } from '@maziwa/ui';
import { useCreateDriver } from '../api/create-driver';
import { useRouteOptions } from '../api/get-route-options';
import { DriverForm } from './driver-form';
import type { DriverFormValues } from './driver-form-values';

export interface CreateDriverFormProps {
  /** Called once the driver exists (both steps saved). */
  onCreated(): void;
  onCancel(): void;
}

// Field errors already sit under their fields; any other failure ("Driver role not found",
// a 5xx) is said in words under the form's generic message.
function failureDetail(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return null;
  return errorMessage(error);
}

/**
 * Add New Driver: the driver form with the organisation's routes, saving through the
 * two-step creation.
 *
 * @example
 * <CreateDriverForm onCreated={() => navigate(DRIVER_LIST_PATH)} onCancel={() => navigate(DRIVER_LIST_PATH)} />
 */
export function CreateDriverForm({ onCreated, onCancel }: CreateDriverFormProps) {
  const routes = useRouteOptions(useOrgId());
  const creation = useCreateDriver();
  const detail = failureDetail(creation.error);

  const save = async (values: DriverFormValues) => {
    await creation.mutateAsync(values);
    onCreated();
  };

  return (
    <DriverForm
      title="Add New Driver"
      routeOptions={routes.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      notice={
        <>
          {routes.error && <ErrorPanel title="Failed to fetch routes" message={errorMessage(routes.error)} onRetry={() => void routes.refetch()} />}
          {detail && <ErrorPanel title="The driver was not saved" message={detail} />}
        </>
      }
    />
  );
}
