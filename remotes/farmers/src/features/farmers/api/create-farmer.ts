import { generatePassword, rethrowForForm, saveWithUploads, useOrgId, userRolesApi } from '@maziwa/api-client';
import type { Id, PersonProfile, PersonStatus, StoredFile, UserRole, UserRoleCreate } from '@maziwa/contracts';
import { personProfileEntries, profileToCreate, toNewPersonUser, type PersonFormValues } from '@maziwa/ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmerCsvValues } from '../model/farmer-csv-schema';
import type { FarmerFormValues } from '../model/farmer-form-values';
import { FARMER_FIELD_OF } from './farmer-field-errors';
import { farmersKeys } from './get-farmers';
import { getProducerRole } from './get-producer-role';

/**
 * POST /user-roles with `user` instead of `user_id`: the API creates the person and the
 * Producer link in one transaction, so a refused link leaves no half-made person
 * (deploy/api/src/people/user-roles.ts).
 */
export type FarmerCreate = Omit<UserRoleCreate, 'user_id' | 'user'> & { user: NonNullable<UserRoleCreate['user']> };

/** One new farmer, whether typed into the form or read from a CSV line. */
interface NewFarmer {
  person: Pick<PersonFormValues, 'fullName' | 'emailAddress' | 'phoneNumber' | 'address'>;
  memberId: string;
  status: PersonStatus;
  routeIds: Id[];
  locationIds: Id[];
  profile?: PersonProfile;
  /** Left out (the API's defaults: English, delivery SMS on) for a CSV line. */
  sms?: Pick<FarmerCreate, 'sms_language' | 'delivery_sms_opt_out'>;
}

/** The one payload builder of both ways in: the Producer link with the person. */
function newFarmerPayload(farmer: NewFarmer, orgId: Id, roleId: Id, password: string): FarmerCreate {
  return {
    organization_id: orgId,
    role_id: roleId,
    member_id: farmer.memberId.trim(),
    status: farmer.status,
    location_ids: farmer.locationIds,
    route_ids: farmer.routeIds,
    available: true,
    ...(farmer.profile ? { profile: farmer.profile } : {}),
    ...farmer.sms,
    user: toNewPersonUser(farmer.person, { status: farmer.status, password }),
  };
}

/**
 * The payload for one farmer of a CSV file: the username is the name with hyphens, the first
 * word the first name and every other word the last name; a random password (farmers do not
 * sign in yet).
 */
export function toFarmerCreate(
  values: FarmerCsvValues,
  orgId: Id,
  roleId: Id,
  password = generatePassword(),
): FarmerCreate {
  const person = { fullName: values.full_name, emailAddress: values.email, phoneNumber: values.phone, address: '' };
  return newFarmerPayload(
    { person, memberId: values.member_number, status: 'active', routeIds: [], locationIds: [] },
    orgId,
    roleId,
    password,
  );
}

/** The Farmer Details of the form as the Producer link's profile; blanks left out. */
export function farmerProfileEntries(values: FarmerFormValues, photo?: StoredFile) {
  return {
    ...personProfileEntries(values, photo?.id),
    date_of_hire: values.dateOfHire,
    additional_info: values.additionalInfo,
  };
}

/** The farmer's SMS language and delivery SMS opt-out, as the API names them. */
export function farmerSmsOf(values: FarmerFormValues) {
  return { sms_language: values.smsLanguage, delivery_sms_opt_out: values.deliverySmsOptOut };
}

/** The payload of Add New Farmer: every field of the form, the photo as uploaded. */
export function toFarmerFormCreate(
  values: FarmerFormValues,
  orgId: Id,
  roleId: Id,
  password: string,
  photo?: StoredFile,
): FarmerCreate {
  return newFarmerPayload(
    {
      person: values,
      memberId: values.employeeId,
      // Submitted values have passed farmerFormSchema, so a status is chosen.
      status: values.status as PersonStatus,
      routeIds: values.assignedRoute ? [values.assignedRoute] : [],
      locationIds: values.collectionCenter ? [values.collectionCenter] : [],
      profile: profileToCreate(farmerProfileEntries(values, photo)),
      sms: farmerSmsOf(values),
    },
    orgId,
    roleId,
    password,
  );
}

/** POST /user-roles: one farmer, person and Producer link together. */
export function createFarmer(body: FarmerCreate): Promise<UserRole> {
  return userRolesApi.create(body);
}

/**
 * Add New Farmer: uploads the photo (when picked), then one POST /user-roles creating the
 * person and the Producer link; a refused save deletes the photo again, so nothing
 * half-created stays, and its field errors are named as the form's fields.
 */
export async function createFarmerFromForm(values: FarmerFormValues, orgId: Id): Promise<UserRole> {
  const role = await getProducerRole(orgId);
  return saveWithUploads({ photo: values.photo }, (files) =>
    createFarmer(toFarmerFormCreate(values, orgId, role.id, generatePassword(), files.photo)).catch(
      rethrowForForm(FARMER_FIELD_OF),
    ),
  );
}

/**
 * Saves a new farmer of the signed-in user's organisation and refreshes the farmer list.
 *
 * @example
 * const create = useCreateFarmer();
 * const farmer = await create.mutateAsync(values);
 */
export function useCreateFarmer() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FarmerFormValues) => {
      if (!orgId) throw new Error('Organization ID is required');
      return createFarmerFromForm(values, orgId);
    },
    // Even the list not on screen: Farmer Profiles, shown next, then has the new farmer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: farmersKeys.all, refetchType: 'all' }),
  });
}
