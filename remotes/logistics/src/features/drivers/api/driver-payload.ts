import type { Id, PersonStatus, StoredFile, UserRole, UserRoleCreate, UserRoleUpdate } from '@maziwa/contracts';
import {
  personFormValuesOf,
  personProfileEntries,
  profileToCreate,
  profileToUpdate,
  toNewPersonUser,
  toPersonUserUpdate,
} from '@maziwa/ui/forms';
import type { DriverFormValues } from '../model/driver-form-values';

/** The uploaded photo and licence document, when the form had them. */
export interface DriverFiles {
  photo?: StoredFile;
  licenseDocument?: StoredFile;
}

// Submitted values have passed driverFormSchema, so status is chosen.
const statusOf = (values: DriverFormValues) => values.status as PersonStatus;

const profileEntries = (values: DriverFormValues, files: DriverFiles) => ({
  ...personProfileEntries(values, files.photo?.id),
  license_number: values.licenseNumber,
  license_expiry: values.licenseExpiry,
  license_document_file_id: files.licenseDocument?.id,
  date_of_hire: values.dateOfHire,
  additional_info: values.additionalInfo,
});

/** The person details of the form, as the Driver link's profile; what is blank is left out. */
export function toDriverProfile(values: DriverFormValues, files: DriverFiles = {}) {
  return profileToCreate(profileEntries(values, files));
}

/**
 * POST /user-roles with the new person (docs/rules.md#people-records): the Driver link with
 * the chosen route and the profile, and the person in the same transaction.
 */
export function toDriverCreate(
  values: DriverFormValues,
  orgId: Id,
  roleId: Id,
  password: string,
  files: DriverFiles = {},
): UserRoleCreate {
  return {
    organization_id: orgId,
    role_id: roleId,
    member_id: values.employeeId.trim(),
    status: statusOf(values),
    location_ids: [],
    route_ids: [values.assignedRoute],
    available: true,
    profile: toDriverProfile(values, files),
    user: toNewPersonUser(values, { status: statusOf(values), password }),
  };
}

/**
 * PUT /user-roles/{id}: every field of the form, the person included. Blank optional texts are
 * removed, files not replaced are kept, and routes the driver has beyond the one on the form
 * (assigned elsewhere) stay.
 */
export function toDriverUpdate(
  values: DriverFormValues,
  link: Pick<UserRole, 'route_ids'>,
  files: DriverFiles = {},
): UserRoleUpdate {
  const others = link.route_ids.slice(1).filter((id) => id !== values.assignedRoute);
  return {
    member_id: values.employeeId.trim(),
    status: statusOf(values),
    route_ids: [values.assignedRoute, ...others],
    profile: profileToUpdate(profileEntries(values, files)),
    user: toPersonUserUpdate(values),
  };
}

/** The stored driver as the form's values, to edit them (the link read with populate=user). */
export function driverFormValuesOf(link: UserRole): DriverFormValues {
  const { profile } = link;
  return {
    ...personFormValuesOf(link),
    licenseNumber: profile.license_number ?? '',
    licenseExpiry: profile.license_expiry ?? '',
    licenseDocument: null,
    employeeId: link.member_id ?? '',
    dateOfHire: profile.date_of_hire ?? '',
    status: link.status,
    assignedRoute: link.route_ids[0] ?? '',
    additionalInfo: profile.additional_info ?? '',
  };
}
