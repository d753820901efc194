import { filesApi, generatePassword, useOrgId, userRolesApi, usersApi } from '@maziwa/api-client';
import type { Id, PersonProfile, PersonStatus, StoredFile, UserCreate, UserRole, UserRoleCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverFormValues } from '../components/driver-form-values';
import { rethrowForForm } from './driver-field-errors';
import { getDriverRole } from './get-driver-role';
import { driversKeys } from './get-drivers';

// Submitted values have passed driverFormSchema, so status and gender are chosen.
const statusOf = (values: DriverFormValues) => values.status as PersonStatus;

/**
 * Step 1 payload (docs/rules.md#people-records). last_name takes every word after the first, not only the
 * second, so "Mary Wanjiru Njoroge" keeps her full surname.
 */
export function toUserCreate(values: DriverFormValues, orgId: Id, password: string): UserCreate {
  const [firstName = '', ...rest] = values.fullName.trim().split(/\s+/);
  return {
    username: [firstName, ...rest].join('-'),
    first_name: firstName,
    last_name: rest.join(' '),
    email: values.emailAddress.trim(),
    contact_info: { phone: values.phoneNumber.trim(), address: values.address.trim() },
    organization_ids: [orgId],
    is_active: true,
    status: statusOf(values),
    password,
  };
}

/** The uploaded photo and licence document, when the form had them. */
export interface DriverFiles {
  photo?: StoredFile;
  licenseDocument?: StoredFile;
}

/** The person details of the form, as the Driver link's profile; what is blank is left out. */
export function toDriverProfile(values: DriverFormValues, files: DriverFiles = {}): PersonProfile {
  const profile: PersonProfile = {
    date_of_birth: values.dateOfBirth,
    gender: values.gender || undefined,
    photo_file_id: files.photo?.id,
    license_number: values.licenseNumber.trim(),
    license_expiry: values.licenseExpiry,
    license_document_file_id: files.licenseDocument?.id,
    date_of_hire: values.dateOfHire,
    additional_info: values.additionalInfo.trim(),
  };
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value)) as PersonProfile;
}

/** Step 2 payload: the Driver link with the chosen route (the spec leaves route_ids empty) and the profile. */
export function toDriverLink(values: DriverFormValues, orgId: Id, userId: Id, roleId: Id, files: DriverFiles = {}): UserRoleCreate {
  return {
    organization_id: orgId,
    user_id: userId,
    role_id: roleId,
    member_id: values.employeeId.trim(),
    status: statusOf(values),
    location_ids: [],
    route_ids: [values.assignedRoute],
    available: true,
    profile: toDriverProfile(values, files),
  };
}

/** What a failed creation must take back. */
interface Created {
  fileIds: Id[];
  userId: Id | null;
}

async function undo({ userId, fileIds }: Created): Promise<void> {
  // The first error is what the person must see; a failed clean-up cannot be fixed from
  // this form, so its own errors are dropped.
  if (userId) await usersApi.remove(userId).catch(() => undefined);
  await Promise.all(fileIds.map((id) => filesApi.remove(id).catch(() => undefined)));
}

/**
 * Creates a driver: uploads the photo and the licence document (when picked), then
 * POST /users, then POST /user-roles with the Driver role and the profile pointing at the
 * files. If a later step fails, what the earlier ones made is deleted again so nothing
 * half-created is left behind, and the error is rethrown with its field errors named after
 * the form's fields (an upload's `file` becomes Photo or License Document).
 */
export async function createDriver(values: DriverFormValues, orgId: Id): Promise<UserRole> {
  // Looked up first: an organisation without a Driver role then costs nothing at all.
  const role = await getDriverRole(orgId).catch(rethrowForForm());
  const created: Created = { fileIds: [], userId: null };
  try {
    const files: DriverFiles = {};
    if (values.photo) {
      files.photo = await filesApi.upload(values.photo).catch(rethrowForForm({ file: 'photo' }));
      created.fileIds.push(files.photo.id);
    }
    if (values.licenseDocument) {
      files.licenseDocument = await filesApi.upload(values.licenseDocument).catch(rethrowForForm({ file: 'licenseDocument' }));
      created.fileIds.push(files.licenseDocument.id);
    }
    const user = await usersApi.create(toUserCreate(values, orgId, generatePassword())).catch(rethrowForForm());
    created.userId = user.id;
    return await userRolesApi.create(toDriverLink(values, orgId, user.id, role.id, files)).catch(rethrowForForm());
  } catch (error) {
    await undo(created);
    throw error;
  }
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
