import { locationsApi, routesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { extensionKeys } from './extension-keys';

export interface PlaceOption {
  id: Id;
  name: string;
}

export interface Places {
  routes: PlaceOption[];
  centres: PlaceOption[];
}

/** Routes and collection centres number in tens: one page each, by name. */
const PLACES_LIMIT = 1000;

/** GET /routes and GET /locations: what a visit may be planned for besides one farmer. */
export async function getPlaces(orgId: Id): Promise<Places> {
  const [routes, centres] = await Promise.all([
    routesApi.list({ org_id: orgId, sort: 'name', limit: PLACES_LIMIT }),
    locationsApi.list({ org_id: orgId, sort: 'name', limit: PLACES_LIMIT }),
  ]);
  return {
    routes: routes.data.map(({ id, name }) => ({ id, name })),
    centres: centres.data.map(({ id, name }) => ({ id, name })),
  };
}

/** @example const places = usePlaces(orgId); // places.data.routes, places.data.centres */
export function usePlaces(orgId: Id | null, enabled = true) {
  return useQuery({
    queryKey: extensionKeys.places(orgId),
    queryFn: () => getPlaces(orgId as Id),
    enabled: enabled && orgId !== null,
  });
}
