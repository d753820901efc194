import { listEndpoint, request, useServerList, type ListEndpoint, type ListSort } from '@maziwa/api-client';
import type { Id, QueryOf, ResponseOf, RowOf } from '@maziwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type MilkVolumeGroupRow = RowOf<'/reports/milk-volume-by-group'>;
export type StoppedFarmerRow = RowOf<'/reports/milk-volume-stopped-farmers'>;
export type MilkVolumePoint = ResponseOf<'/reports/milk-volume-over-time', 'get'>[number];
export type MilkVolumeInterval = NonNullable<QueryOf<'/reports/milk-volume-over-time'>['interval']>;

/** The Milk Volume report's tables, each GET /reports/<name> answering a page (deploy/api src/reports/milk-volume-*). */
export const milkVolumeEndpoints = {
  byGroup: listEndpoint('reports/milk-volume-by-group'),
  stoppedFarmers: listEndpoint('reports/milk-volume-stopped-farmers'),
};

const KEY = 'milk-volume-report';

/**
 * One of the report's tables for the organisation shown, paged and sorted by the API; a new
 * period or grouping goes back to page 1.
 *
 * @example
 * const groups = useMilkVolumeList(milkVolumeEndpoints.byGroup, orgId, { from, to, group_by });
 * <DataTable rows={groups.rows} server={groups.server} ... />
 */
export function useMilkVolumeList<Row, P extends object>(
  endpoint: ListEndpoint<Row, P>,
  orgId: Id | null,
  // The endpoint alone says what its query takes (the generated OpenAPI types).
  params: NoInfer<Omit<P, 'organization_id'>>,
  { pageSize, initialSort }: { pageSize?: number; initialSort?: ListSort | null } = {},
) {
  return useServerList({
    key: [KEY, orgId],
    endpoint,
    params: { ...params, organization_id: orgId ?? undefined } as P,
    pageSize,
    initialSort,
    enabled: orgId !== null,
  });
}

type OverTimeQuery = Omit<QueryOf<'/reports/milk-volume-over-time'>, 'organization_id' | 'org_id' | 'format'>;

/** GET /reports/milk-volume-over-time: accepted litres per day, week or month, morning and evening, every bucket. */
export function getMilkVolumeOverTime(orgId: Id, query: OverTimeQuery): Promise<MilkVolumePoint[]> {
  const params: QueryOf<'/reports/milk-volume-over-time'> = { organization_id: orgId, ...query };
  return request.get<MilkVolumePoint[]>('reports/milk-volume-over-time', params);
}

/**
 * @example
 * const { data: points = [] } = useMilkVolumeOverTime(useOrgId(), { from, to, interval: 'week' });
 */
export function useMilkVolumeOverTime(orgId: Id | null, query: OverTimeQuery) {
  return useQuery({
    queryKey: [KEY, orgId, 'over-time', query],
    queryFn: () => getMilkVolumeOverTime(orgId as Id, query),
    enabled: orgId !== null,
    // The chart keeps its bars while the next interval loads, instead of collapsing.
    placeholderData: keepPreviousData,
  });
}
