import { routesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import type { SelectOption } from '@maziwa/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { getPeople, personName } from '../../../lib/people';

/** The API's largest page: an organisation has tens of routes and drivers, not a thousand. */
const ALL = 1000;

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/** GET /user-roles?filter=role_name:Driver&populate=user: the drivers a trip can take, by name. */
export async function getDriverOptions(orgId: Id): Promise<SelectOption[]> {
  const drivers = await getPeople(orgId, 'role_name:Driver', ALL);
  return drivers.map((link) => ({ value: link.id, label: personName(link) })).sort(byLabel);
}

/** GET /routes: the organisation's routes, by name. */
export async function getTripRouteOptions(orgId: Id): Promise<SelectOption[]> {
  const page = await routesApi.list({ org_id: orgId, limit: ALL });
  return page.data.map((route) => ({ value: route.id, label: route.name })).sort(byLabel);
}

/**
 * The Add Trip form's choices.
 *
 * @example const drivers = useDriverOptions(useOrgId()); // drivers.data: [{ value: 'link-1', label: 'Brian Mwangi' }]
 */
export function useDriverOptions(orgId: Id | null) {
  return useQuery({
    queryKey: ['drivers', 'trip-options', orgId],
    queryFn: () => getDriverOptions(orgId as Id),
    enabled: orgId !== null,
  });
}

/** @example const routes = useTripRouteOptions(useOrgId()); */
export function useTripRouteOptions(orgId: Id | null) {
  return useQuery({
    queryKey: ['routes', 'trip-options', orgId],
    queryFn: () => getTripRouteOptions(orgId as Id),
    enabled: orgId !== null,
  });
}
