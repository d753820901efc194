import { locationsApi } from '@maziwa/api-client';
import { useQuery } from '@tanstack/react-query';
import { intakeKeys } from './intake-keys';

/**
 * The collection centres the signed-in person records deliveries at (a QA/Collector: their own;
 * the API limits the list), by name.
 *
 * @example const centres = useIntakeCentres(useOrgId()).data ?? [];
 */
export function useIntakeCentres(orgId: string | null) {
  return useQuery({
    queryKey: intakeKeys.centres(orgId),
    queryFn: () => locationsApi.list({ org_id: orgId, filter: 'type:collection_center', limit: 1000, sort: 'name' }),
    select: (page) => page.data.map((centre) => ({ id: centre.id, name: centre.name })),
    enabled: orgId !== null,
    staleTime: 5 * 60_000,
  });
}
