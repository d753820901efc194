import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { QueryState, showToast } from '@maziwa/ui';
import { useMemo } from 'react';
import { useFarmer, type FarmerRecord } from '../api/get-farmer';
import { useCentreOptions, useFarmerRouteOptions } from '../api/get-farmer-options';
import { farmerFormValuesOf, useUpdateFarmer } from '../api/update-farmer';
import { FarmerForm } from './farmer-form';
import { FarmerFormNotice } from './farmer-form-notice';
import type { FarmerFormValues } from '../model/farmer-form-values';

export interface EditFarmerFormProps {
  /** The Producer link's id. */
  linkId: string;
  onSaved(): void;
  onCancel(): void;
}

const TITLE = 'Edit Farmer';

function LoadedForm({ farmer, onSaved, onCancel }: { farmer: FarmerRecord } & Omit<EditFarmerFormProps, 'linkId'>) {
  const orgId = useOrgId();
  const routes = useFarmerRouteOptions(orgId);
  const centres = useCentreOptions(orgId);
  const update = useUpdateFarmer();
  const initialValues = useMemo(() => farmerFormValuesOf(farmer), [farmer]);

  const save = async (values: FarmerFormValues) => {
    await update.mutateAsync({ link: farmer, values });
    showToast({
      message: `Farmer ${values.fullName.trim()} saved`,
      link: { to: pagePath('/farmers/farmers-profiles/:id', { id: farmer.id }), label: 'View farmer' },
    });
    onSaved();
  };

  return (
    <FarmerForm
      title={TITLE}
      initialValues={initialValues}
      photoOnFile={Boolean(farmer.profile.photo_file_id)}
      routeOptions={routes.data ?? []}
      centreOptions={centres.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      notice={<FarmerFormNotice routes={routes} centres={centres} saveError={update.error} />}
    />
  );
}

/**
 * Edit Farmer: the Add New Farmer form filled with the stored farmer, saving every field (the
 * person's too) in one PUT; the photo can be replaced.
 *
 * @example <EditFarmerForm linkId={id} onSaved={toDetails} onCancel={toDetails} />
 */
export function EditFarmerForm({ linkId, onSaved, onCancel }: EditFarmerFormProps) {
  const farmer = useFarmer(linkId);
  if (farmer.data) return <LoadedForm farmer={farmer.data} onSaved={onSaved} onCancel={onCancel} />;
  return (
    <section aria-labelledby="edit-farmer-title">
      <h1 id="edit-farmer-title">{TITLE}</h1>
      <QueryState
        isLoading={farmer.isLoading}
        error={farmer.error}
        loadingText="Loading user roles..."
        errorText="Failed to fetch user roles"
        notFoundText="Farmer not found"
        onRetry={() => void farmer.refetch()}
      >
        {null}
      </QueryState>
    </section>
  );
}
