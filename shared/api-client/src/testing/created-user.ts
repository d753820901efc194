import type { User, UserCreate } from '@maziwa/contracts';
import { TEST_ORG_ID } from './signed-in-user';

/**
 * A user as a fake POST /users makes it from the body sent: active, in the test organisation,
 * no roles yet, the password left out.
 *
 * @example const user = createdUser(`user-new-${nextId++}`, await req.json());
 */
export function createdUser(id: string, body: Omit<UserCreate, 'organization_ids'>): User {
  const { password: _password, ...fields } = body;
  return {
    id,
    first_name: '',
    last_name: '',
    contact_info: {},
    organization_ids: [TEST_ORG_ID],
    is_active: true,
    status: 'active',
    avatarUrl: null,
    roles: [],
    created_at: new Date().toISOString(),
    ...fields,
  };
}
