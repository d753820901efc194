import { permissionsApi } from '@maziwa/api-client';
import type { Id, Permission } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

// The shared catalogue has about sixty permissions; the API's largest page holds them all.
const ALL_PERMISSIONS = 1000;

/** GET /permissions?org_id: the shared catalogue and the organisation's own, by resource and action. */
export async function getPermissionCatalogue(orgId: Id): Promise<Permission[]> {
  const page = await permissionsApi.list({ org_id: orgId, limit: ALL_PERMISSIONS });
  return page.data;
}

/**
 * Every permission a role of the organisation may hold. Keyed under `permissions` so one
 * added on the Permissions page shows here too.
 *
 * @example
 * const catalogue = usePermissionCatalogue(useOrgId());
 */
export function usePermissionCatalogue(orgId: Id | null) {
  return useQuery({
    queryKey: ['permissions', 'catalogue', orgId],
    queryFn: () => getPermissionCatalogue(orgId!),
    enabled: orgId !== null,
  });
}
