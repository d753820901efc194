import type { Id, User, UserRole } from '@maziwa/contracts';
import { TEST_ORG_ID } from './signed-in-user';

/** A user-role link with its user, as GET /user-roles?populate=user answers. */
export type PersonLink = UserRole & { user: User };

/**
 * A person's link to a role in the test organisation (a driver, a farmer, a QA agent), active,
 * with its user; `phone` goes into the user's contact information.
 *
 * @example buildPersonLink('link-d1', 'role-driver', 'DRV-001', { id: 'user-d1', first_name: 'Brian', last_name: 'Mwangi' })
 */
export function buildPersonLink(
  id: Id,
  roleId: Id,
  memberId: string,
  person: Pick<User, 'id' | 'first_name' | 'last_name'> & { phone?: string },
): PersonLink {
  const { phone, ...names } = person;
  const created = '2025-01-02T08:00:00.000Z';
  return {
    id,
    organization_id: TEST_ORG_ID,
    user_id: person.id,
    role_id: roleId,
    member_id: memberId,
    status: 'active',
    location_ids: [],
    route_ids: [],
    available: true,
    profile: {},
    created_at: created,
    user: {
      username: `${person.first_name}-${person.last_name}`,
      email: `${person.first_name.toLowerCase()}@maziwa.test`,
      contact_info: phone ? { phone } : {},
      organization_ids: [TEST_ORG_ID],
      is_active: true,
      status: 'active',
      avatarUrl: null,
      roles: [],
      created_at: created,
      ...names,
    },
  };
}
