import { removeFilesQuietly, rethrowForForm, saveWithUploads, userRolesApi } from '@maziwa/api-client';
import type { UserRole } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverFormValues } from '../model/driver-form-values';
import { DRIVER_FIELD_OF } from './driver-field-errors';
import { toDriverUpdate } from './driver-payload';
import { driversKeys } from './get-drivers';

export interface UpdateDriverInput {
  /** The driver as stored (GET /user-roles/{id}?populate=user). */
  link: UserRole;
  values: DriverFormValues;
}

/**
 * Saves every field of the driver form: new files are uploaded first, then one PUT
 * /user-roles/{id} changes the person and the Driver link together. A failed save deletes the
 * new uploads again; a successful one deletes the files they replaced.
 */
export async function updateDriver({ link, values }: UpdateDriverInput): Promise<UserRole> {
  const updated = await saveWithUploads({ photo: values.photo, licenseDocument: values.licenseDocument }, (files) =>
    userRolesApi.update(link.id, toDriverUpdate(values, link, files)).catch(rethrowForForm(DRIVER_FIELD_OF)),
  );
  const { photo_file_id: photo, license_document_file_id: document } = link.profile;
  await removeFilesQuietly([values.photo ? photo : undefined, values.licenseDocument ? document : undefined]);
  return updated;
}

/**
 * @example
 * const update = useUpdateDriver();
 * await update.mutateAsync({ link, values });
 */
export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKeys.all, refetchType: 'all' }),
  });
}
