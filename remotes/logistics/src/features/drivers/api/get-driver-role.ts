import { rolesApi } from '@maziwa/api-client';
import type { Id, Role } from '@maziwa/contracts';

/** GET /roles?org_id&filter=name:Driver: the role every driver's user-role link points at. */
export async function getDriverRole(orgId: Id): Promise<Role> {
  const page = await rolesApi.list({ org_id: orgId, filter: 'name:Driver' });
  const role = page.data[0];
  if (!role) throw new Error('Driver role not found');
  return role;
}
