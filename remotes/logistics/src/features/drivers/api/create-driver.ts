import { generatePassword, rethrowForForm, saveWithUploads, useOrgId, userRolesApi } from '@maziwa/api-client';
import type { Id, UserRole } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverFormValues } from '../model/driver-form-values';
import { DRIVER_FIELD_OF } from './driver-field-errors';
import { toDriverCreate } from './driver-payload';
import { getDriverRole } from './get-driver-role';
import { driversKeys } from './get-drivers';

/**
 * Creates a driver: uploads the photo and the licence document (when picked), then one
 * POST /user-roles creating the person and the Driver link together. If the save fails, the
 * uploaded files are deleted again, so nothing half-created is left behind, and the error is
 * rethrown with its field errors named after the form's fields.
 */
export async function createDriver(values: DriverFormValues, orgId: Id): Promise<UserRole> {
  // Looked up first: an organisation without a Driver role then costs nothing at all.
  const role = await getDriverRole(orgId).catch(rethrowForForm(DRIVER_FIELD_OF));
  return saveWithUploads({ photo: values.photo, licenseDocument: values.licenseDocument }, (files) =>
    userRolesApi
      .create(toDriverCreate(values, orgId, role.id, generatePassword(), files))
      .catch(rethrowForForm(DRIVER_FIELD_OF)),
  );
}

/**
 * Saves a new driver of the signed-in user's organisation and refreshes the driver list.
 *
 * @example
 * const createDriverMutation = useCreateDriver();
 * <DriverForm onSubmit={async (values) => { await createDriverMutation.mutateAsync(values); navigate(list); }} />
 */
export function useCreateDriver() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DriverFormValues) => {
      if (!orgId) throw new Error('Organization ID is required');
      return createDriver(values, orgId);
    },
    // Refetch even the list that is not on screen, so the page navigated to next already
    // shows the new driver instead of the list as it was.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKeys.all, refetchType: 'all' }),
  });
}
