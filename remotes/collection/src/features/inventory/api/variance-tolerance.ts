import { request } from '@maziwa/api-client';
import type { Id, Organization } from '@maziwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from './inventory-keys';

/**
 * The organisation's variance tolerance (GET /organizations/{id}), in %: beyond it a day or
 * a trip is flagged.
 *
 * @example const tolerance = useVarianceTolerance(useOrgId()).data; // 0.5
 */
export function useVarianceTolerance(orgId: Id | null) {
  return useQuery({
    queryKey: inventoryKeys.organization(orgId),
    queryFn: () => request.get<Organization>(`organizations/${encodeURIComponent(orgId!)}`),
    select: (organization) => organization.variance_tolerance_pct,
    enabled: orgId !== null,
  });
}

/**
 * PUT /organizations/{id} { variance_tolerance_pct } (organizations:update); every inventory
 * figure is fetched again, as flags move with it.
 */
export function useSetVarianceTolerance(orgId: Id) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tolerance: number) =>
      request.put<Organization>(`organizations/${encodeURIComponent(orgId)}`, { variance_tolerance_pct: tolerance }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
