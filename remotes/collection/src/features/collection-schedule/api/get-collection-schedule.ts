import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/collection-schedule: one row per trip, newest first, paged, searched
 * (route, driver), sorted and filtered (from/to on the start day, status = pickup status)
 * by the API; `format=csv` exports every matching trip.
 */
export const collectionScheduleReport = listEndpoint('reports/collection-schedule');

/** Keys of every schedule query; saves invalidate `scheduleKeys.all`. */
export const scheduleKeys = {
  all: ['collection-schedule'] as const,
  list: (orgId: Id | null) => [...scheduleKeys.all, 'list', orgId] as const,
  trip: (id: Id) => [...scheduleKeys.all, 'trip', id] as const,
};

/**
 * The Collection Schedule of one organisation, paged on the server.
 *
 * @example
 * const schedule = useCollectionSchedule(useOrgId(), useFilterParams(filters));
 * <DataTable rows={schedule.rows} server={schedule.server} ... />
 */
export function useCollectionSchedule(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: scheduleKeys.list(orgId),
    endpoint: collectionScheduleReport,
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
