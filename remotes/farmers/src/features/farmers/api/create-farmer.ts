import { generatePassword, userRolesApi } from '@maziwa/api-client';
import type { Id, UserRole, UserRoleCreate } from '@maziwa/contracts';
import type { FarmerCsvValues } from '../components/farmer-csv-schema';

/**
 * POST /user-roles with `user` instead of `user_id`: the API creates the person and the
 * Producer link in one transaction, so a refused link leaves no half-made person
 * (deploy/api/src/resources/definitions/user-roles.ts).
 */
export type FarmerCreate = Omit<UserRoleCreate, 'user_id' | 'user'> & { user: NonNullable<UserRoleCreate['user']> };

/**
 * The payload for one farmer: the username is the name with hyphens, the first word the
 * first name and every other word the last name; a random password (farmers do not sign
 * in yet).
 */
export function toFarmerCreate(values: FarmerCsvValues, orgId: Id, roleId: Id, password = generatePassword()): FarmerCreate {
  const [firstName = '', ...rest] = values.full_name.trim().split(/\s+/);
  return {
    organization_id: orgId,
    role_id: roleId,
    member_id: values.member_number.trim(),
    status: 'active',
    location_ids: [],
    route_ids: [],
    available: true,
    user: {
      username: [firstName, ...rest].join('-'),
      first_name: firstName,
      last_name: rest.join(' '),
      email: values.email.trim(),
      contact_info: { phone: values.phone.trim() },
      is_active: true,
      status: 'active',
      password,
    },
  };
}

/** POST /user-roles: one farmer, person and Producer link together. */
export function createFarmer(body: FarmerCreate): Promise<UserRole> {
  return userRolesApi.create(body);
}
