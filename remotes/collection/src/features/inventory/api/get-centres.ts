import { locationsApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { inventoryKeys } from './inventory-keys';

/**
 * The organisation's collection centres by name, for the centre filter (a cooperative has tens,
 * the API's page of 1,000 holds them).
 *
 * @example const centres = useInventoryCentres(useOrgId()).data ?? [];
 */
export function useInventoryCentres(orgId: Id | null) {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'centres', orgId],
    queryFn: () => locationsApi.list({ org_id: orgId, limit: 1000, sort: 'name' }),
    select: (page) => page.data.map((centre) => ({ value: centre.id, label: centre.name })),
    enabled: orgId !== null,
  });
}
