import { userRolesApi } from '@maziwa/api-client';
import type { Id, UserRole } from '@maziwa/contracts';

/** A user-role link; with populate=user the API nests its user account. */
export type PersonLink = UserRole;

/**
 * GET /user-roles?org_id&filter&populate=user: people in roles, with their names. The
 * filter is name:value pairs, e.g. `role_name:Driver,route_ids:<id>`; a field named twice
 * matches either value.
 */
export async function getPeople(orgId: Id, filter: string, limit = 100): Promise<PersonLink[]> {
  const page = await userRolesApi.list({ org_id: orgId, filter, populate: 'user', limit });
  return page.data;
}

/** "First Last" of a link's user, else its member id. */
export function personName(link: PersonLink): string {
  const name = [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ');
  return name || link.member_id || 'Unknown';
}

/** `field:a,field:b,...`: any of the ids. */
export const anyOf = (field: string, ids: Id[]) => ids.map((id) => `${field}:${id}`).join(',');
