import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { useCreateFarmer } from '../api/create-farmer';
import { useCentreOptions, useFarmerRouteOptions } from '../api/get-farmer-options';
import { FarmerForm } from './farmer-form';
import { FarmerFormNotice } from './farmer-form-notice';
import type { FarmerFormValues } from '../model/farmer-form-values';

export interface CreateFarmerFormProps {
  onCreated(): void;
  onCancel(): void;
}

/**
 * Add New Farmer: the farmer form with the organisation's routes and collection centres,
 * saving person and Producer link in one request, confirmed by a toast linking to the farmer.
 *
 * @example <CreateFarmerForm onCreated={toList} onCancel={toList} />
 */
export function CreateFarmerForm({ onCreated, onCancel }: CreateFarmerFormProps) {
  const orgId = useOrgId();
  const routes = useFarmerRouteOptions(orgId);
  const centres = useCentreOptions(orgId);
  const creation = useCreateFarmer();

  const save = async (values: FarmerFormValues) => {
    const farmer = await creation.mutateAsync(values);
    showToast({
      message: `Farmer ${values.fullName.trim()} saved`,
      link: { to: pagePath('/farmers/farmers-profiles/:id', { id: farmer.id }), label: 'View farmer' },
    });
    onCreated();
  };

  return (
    <FarmerForm
      title="Add New Farmer"
      routeOptions={routes.data ?? []}
      centreOptions={centres.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      notice={<FarmerFormNotice routes={routes} centres={centres} saveError={creation.error} />}
    />
  );
}
