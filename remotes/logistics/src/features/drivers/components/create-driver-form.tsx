import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { useCreateDriver } from '../api/create-driver';
import { useRouteOptions } from '../api/get-route-options';
import { DriverForm } from './driver-form';
import { DriverFormNotice } from './driver-form-notice';
import type { DriverFormValues } from '../model/driver-form-values';

export interface CreateDriverFormProps {
  /** Called once the driver exists (person and link saved). */
  onCreated(): void;
  onCancel(): void;
}

/**
 * Add New Driver: the driver form with the organisation's routes, saving the person and the
 * Driver link in one request; a toast confirms it.
 *
 * @example
 * <CreateDriverForm onCreated={() => navigate(pagePath('/logistics-management/driver-management'))} onCancel={() => navigate(pagePath('/logistics-management/driver-management'))} />
 */
export function CreateDriverForm({ onCreated, onCancel }: CreateDriverFormProps) {
  const routes = useRouteOptions(useOrgId());
  const creation = useCreateDriver();

  const save = async (values: DriverFormValues) => {
    const driver = await creation.mutateAsync(values);
    showToast({
      message: `Driver ${values.fullName.trim()} saved`,
      link: { to: pagePath('/driver/:id/edit', { id: driver.id }), label: 'Edit driver' },
    });
    onCreated();
  };

  return (
    <DriverForm
      title="Add New Driver"
      routeOptions={routes.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      notice={<DriverFormNotice routes={routes} saveError={creation.error} />}
    />
  );
}
