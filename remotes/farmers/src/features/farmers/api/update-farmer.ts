import { removeFilesQuietly, rethrowForForm, saveWithUploads, userRolesApi } from '@maziwa/api-client';
import type { Id, PersonStatus, StoredFile, UserRole, UserRoleUpdate } from '@maziwa/contracts';
import { personFormValuesOf, profileToUpdate, toPersonUserUpdate } from '@maziwa/ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmerFormValues } from '../model/farmer-form-values';
import { farmerProfileEntries, farmerSmsOf } from './create-farmer';
import { FARMER_FIELD_OF } from './farmer-field-errors';
import { farmersKeys } from './get-farmers';

/** The chosen one first, the others assigned elsewhere kept; '' takes the first away. */
function withFirst(current: Id[], chosen: Id): Id[] {
  const others = current.slice(1).filter((id) => id !== chosen);
  return chosen ? [chosen, ...others] : others;
}

/** PUT /user-roles/{id}: every field of the farmer form, the person included. */
export function toFarmerUpdate(
  values: FarmerFormValues,
  link: Pick<UserRole, 'route_ids' | 'location_ids'>,
  photo?: StoredFile,
): UserRoleUpdate {
  return {
    member_id: values.employeeId.trim(),
    status: values.status as PersonStatus,
    route_ids: withFirst(link.route_ids, values.assignedRoute),
    location_ids: withFirst(link.location_ids, values.collectionCenter),
    profile: profileToUpdate(farmerProfileEntries(values, photo)),
    user: toPersonUserUpdate(values),
    ...farmerSmsOf(values),
  };
}

/** The stored farmer as the form's values (the link read with populate=user). */
export function farmerFormValuesOf(link: UserRole): FarmerFormValues {
  return {
    ...personFormValuesOf(link),
    employeeId: link.member_id ?? '',
    dateOfHire: link.profile.date_of_hire ?? '',
    status: link.status,
    assignedRoute: link.route_ids[0] ?? '',
    collectionCenter: link.location_ids[0] ?? '',
    additionalInfo: link.profile.additional_info ?? '',
    smsLanguage: link.sms_language ?? 'en',
    deliverySmsOptOut: link.delivery_sms_opt_out ?? false,
  };
}

export interface UpdateFarmerInput {
  link: UserRole;
  values: FarmerFormValues;
}

/**
 * Saves every field of the farmer form in one PUT (person and link in one transaction); a new
 * photo is uploaded first and deleted again if the save fails, the one it replaced deleted once
 * it succeeds.
 */
export async function updateFarmer({ link, values }: UpdateFarmerInput): Promise<UserRole> {
  const updated = await saveWithUploads({ photo: values.photo }, (files) =>
    userRolesApi.update(link.id, toFarmerUpdate(values, link, files.photo)).catch(rethrowForForm(FARMER_FIELD_OF)),
  );
  if (values.photo) await removeFilesQuietly([link.profile.photo_file_id]);
  return updated;
}

/**
 * @example
 * const update = useUpdateFarmer();
 * await update.mutateAsync({ link, values });
 */
export function useUpdateFarmer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFarmer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: farmersKeys.all, refetchType: 'all' }),
  });
}
