import { listEndpoint, request } from '@maziwa/api-client';
import type { Id, QueryOf, ResponseOf, RowOf } from '@maziwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type MilkVolumeGroupRow = RowOf<'/reports/milk-volume-by-group'>;
export type StoppedFarmerRow = RowOf<'/reports/milk-volume-stopped-farmers'>;
export type MilkVolumePoint = ResponseOf<'/reports/milk-volume-over-time', 'get'>[number];
export type MilkVolumeInterval = NonNullable<QueryOf<'/reports/milk-volume-over-time'>['interval']>;

/** The Milk Volume report's tables, each GET /reports/<name> answering a page (deploy/api src/reports/milk-volume-*); the kit's useReportList asks for them. */
export const milkVolumeEndpoints = {
  byGroup: listEndpoint('reports/milk-volume-by-group'),
  stoppedFarmers: listEndpoint('reports/milk-volume-stopped-farmers'),
};

const KEY = 'milk-volume-report';

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
