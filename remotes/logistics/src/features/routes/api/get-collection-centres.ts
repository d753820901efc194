import { locationsApi } from '@maziwa/api-client';
import type { Id, Location } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { routesKeys } from './get-routes';

/** The API's largest page: an organisation has far fewer centres than that. */
const ALL = 1000;

/** GET /locations?org_id&filter=type:collection_center&sort=name: the centres a route can visit. */
export async function getCollectionCentres(orgId: Id): Promise<Location[]> {
  const page = await locationsApi.list({ org_id: orgId, filter: 'type:collection_center', sort: 'name', limit: ALL });
  return page.data;
}

/** @example const { data: centres = [] } = useCollectionCentres(useOrgId()); */
export function useCollectionCentres(orgId: Id | null) {
  return useQuery({
    queryKey: routesKeys.centreOptions(orgId),
    queryFn: () => getCollectionCentres(orgId as Id),
    enabled: orgId !== null,
  });
}
