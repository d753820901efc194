import { locationsApi, routesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

export interface FarmerOption {
  value: Id;
  label: string;
}

/** An organisation has tens of routes and centres, so one page holds them all. */
const OPTIONS_LIMIT = 500;

const byLabel = (a: FarmerOption, b: FarmerOption) => a.label.localeCompare(b.label);

/**
 * GET /routes?org_id: the Assigned Route options of the farmer form.
 *
 * @example const routes = useFarmerRouteOptions(useOrgId());
 */
export function useFarmerRouteOptions(orgId: Id | null) {
  return useQuery({
    queryKey: ['routes', 'options', orgId],
    queryFn: async () =>
      (await routesApi.list({ org_id: orgId!, limit: OPTIONS_LIMIT })).data
        .map((r) => ({ value: r.id, label: r.name }))
        .sort(byLabel),
    enabled: orgId !== null,
  });
}

/**
 * GET /locations?filter=type:collection_center: the Collection Center options of the farmer form.
 *
 * @example const centres = useCentreOptions(useOrgId());
 */
export function useCentreOptions(orgId: Id | null) {
  return useQuery({
    queryKey: ['locations', 'collection-centres', orgId],
    queryFn: async () =>
      (await locationsApi.list({ org_id: orgId!, filter: 'type:collection_center', limit: OPTIONS_LIMIT })).data
        .map((l) => ({ value: l.id, label: l.name }))
        .sort(byLabel),
    enabled: orgId !== null,
  });
}
