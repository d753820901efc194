import { rolesApi } from '@maziwa/api-client';
import type { Id, Role } from '@maziwa/contracts';

/** GET /roles?org_id&filter=name:Producer: the role every farmer's user-role link points at. */
export async function getProducerRole(orgId: Id): Promise<Role> {
  const page = await rolesApi.list({ org_id: orgId, filter: 'name:Producer' });
  const role = page.data[0];
  if (!role) throw new Error('Producer role not found');
  return role;
}
