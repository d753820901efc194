import { useOrgId, userRolesApi, usersApi } from '@maziwa/api-client';
import type { Id, PersonStatus, UserCreate, UserRole, UserRoleCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverFormValues } from '../components/driver-form-values';
import { toDriverFormError } from './driver-field-errors';
import { generatePassword } from './generate-password';
import { getDriverRole } from './get-driver-role';
import { driversKeys } from './get-drivers';

// Submitted values have passed driverFormSchema, so status is chosen.
const statusOf = (values: DriverFormValues) => values.status as PersonStatus;

/**
 * Step 1 payload (spec 7). last_name takes every word after the first, not only the
 * second, so "Mary Wanjiru Njoroge" keeps her full surname.
 *
 * Date of birth, gender, photo, licence number, expiry and document, date of hire and
 * additional info have no field in the API's user or link yet; they are validated on the
 * form and will be sent once the API stores them.
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

/** Step 2 payload: the Driver link, with the chosen route (the spec leaves route_ids empty). */
export function toDriverLink(values: DriverFormValues, orgId: Id, userId: Id, roleId: Id): UserRoleCreate {
  return {
    organization_id: orgId,
    user_id: userId,
    role_id: roleId,
    member_id: values.employeeId.trim(),
    status: statusOf(values),
    location_ids: [],
    route_ids: [values.assignedRoute],
    available: true,
  };
}

/**
 * Creates a driver in two steps: POST /users, then POST /user-roles with the Driver role.
 * If the link cannot be made, the new user is deleted again so no half-created driver is
 * left behind, and the link's error is rethrown with its field errors named after the
 * form's fields.
 */
export async function createDriver(values: DriverFormValues, orgId: Id): Promise<UserRole> {
  try {
    // Looked up first: an organisation without a Driver role then costs no user at all.
    const role = await getDriverRole(orgId);
    const user = await usersApi.create(toUserCreate(values, orgId, generatePassword()));
    try {
      return await userRolesApi.create(toDriverLink(values, orgId, user.id, role.id));
    } catch (linkError) {
      await usersApi.remove(user.id).catch(() => {
        // The link's error is what the person must see; a failed clean-up cannot be
        // fixed from this form.
      });
      throw linkError;
    }
  } catch (error) {
    throw toDriverFormError(error);
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
