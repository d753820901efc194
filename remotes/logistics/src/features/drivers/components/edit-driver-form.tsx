import { useOrgId } from '@maziwa/api-client';
import { pagePath, type UserRole } from '@maziwa/contracts';
import { QueryState, showToast } from '@maziwa/ui';
import { useMemo } from 'react';
import { useDriverDetails } from '../api/get-driver-details';
import { useRouteOptions } from '../api/get-route-options';
import { driverFormValuesOf } from '../api/driver-payload';
import { useUpdateDriver } from '../api/update-driver';
import { DriverForm } from './driver-form';
import { DriverFormNotice } from './driver-form-notice';
import type { DriverFormValues } from '../model/driver-form-values';

export interface EditDriverFormProps {
  /** The Driver link's id. */
  linkId: string;
  onSaved(): void;
  onCancel(): void;
}

const TITLE = 'Edit Driver';

function LoadedForm({ link, onSaved, onCancel }: { link: UserRole } & Omit<EditDriverFormProps, 'linkId'>) {
  const routes = useRouteOptions(useOrgId());
  const update = useUpdateDriver();
  const initialValues = useMemo(() => driverFormValuesOf(link), [link]);

  const save = async (values: DriverFormValues) => {
    await update.mutateAsync({ link, values });
    showToast({
      message: `Driver ${values.fullName.trim()} saved`,
      link: { to: pagePath('/driver/:id/edit', { id: link.id }), label: 'Edit driver' },
    });
    onSaved();
  };

  return (
    <DriverForm
      title={TITLE}
      initialValues={initialValues}
      onFile={{
        photo: Boolean(link.profile.photo_file_id),
        licenseDocument: Boolean(link.profile.license_document_file_id),
      }}
      routeOptions={routes.data ?? []}
      onSubmit={save}
      onCancel={onCancel}
      notice={<DriverFormNotice routes={routes} saveError={update.error} />}
    />
  );
}

/**
 * Edit Driver: the Add New Driver form filled with the stored driver, saving every field (the
 * person's too) in one PUT; the photo and licence document can be replaced.
 *
 * @example <EditDriverForm linkId={id} onSaved={toList} onCancel={toList} />
 */
export function EditDriverForm({ linkId, onSaved, onCancel }: EditDriverFormProps) {
  const details = useDriverDetails(linkId);
  if (details.data) return <LoadedForm link={details.data} onSaved={onSaved} onCancel={onCancel} />;
  return (
    <section aria-labelledby="edit-driver-title">
      <h1 id="edit-driver-title">{TITLE}</h1>
      <QueryState
        isLoading={details.isLoading}
        error={details.error}
        loadingText="Loading ..."
        errorText="Failed to fetch user roles"
        notFoundText="Driver not found"
        onRetry={() => void details.refetch()}
      >
        {null}
      </QueryState>
    </section>
  );
}
