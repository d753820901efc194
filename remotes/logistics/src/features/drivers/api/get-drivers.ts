import { reportsApi } from '@maziwa/api-client';
import type { DriverReportRow, Id, Page } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The table pages, sorts and searches on the client for now, so one request fetches every
 * driver of the organisation. Moving paging to the server changes only this file.
 */
export const DRIVER_REPORT_LIMIT = 1000;

/** Keys of every drivers query; mutations invalidate `driversKeys.all`. */
export const driversKeys = {
  all: ['drivers'] as const,
  list: (orgId: Id | null) => [...driversKeys.all, 'list', orgId] as const,
  detail: (linkId: Id) => [...driversKeys.all, 'detail', linkId] as const,
};

/** GET /reports/driver-management for one organisation, newest first. */
export function getDrivers(orgId: Id): Promise<Page<DriverReportRow>> {
  return reportsApi.driverManagement({ organization_id: orgId, limit: DRIVER_REPORT_LIMIT, offset: 0 });
}

export function getDriversQueryOptions(orgId: Id | null) {
  return queryOptions({
    queryKey: driversKeys.list(orgId),
    queryFn: () => getDrivers(orgId as Id),
    // No organisation yet (session still loading): nothing to ask for.
    enabled: orgId !== null,
  });
}

/**
 * The organisation's drivers (the Driver Management report).
 *
 * @example
 * const { data, isLoading, error } = useDrivers(useOrgId());
 * const rows = data?.data ?? [];
 */
export function useDrivers(orgId: Id | null) {
  return useQuery(getDriversQueryOptions(orgId));
}
