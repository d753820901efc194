import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { DriverTrackingRow, Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * A driver-tracking row; `phone` is read when the API sends it (it does since issue 3),
 * otherwise the driver's user account gives it (get-driver-phones.ts).
 */
export type TrackingRow = DriverTrackingRow;

/**
 * GET /reports/driver-tracking: one row per driver from their latest trip, paged,
 * searched (driver, route), sorted and filtered by status (scheduled, in_progress,
 * completed, idle) by the API; `format=csv` exports every matching driver. The report
 * covers now, so it takes no from/to.
 */
export const driverTrackingReport = listEndpoint('reports/driver-tracking');

export const trackingKeys = {
  all: ['driver-tracking'] as const,
  list: (orgId: Id | null) => [...trackingKeys.all, 'list', orgId] as const,
  phones: (orgId: Id | null, ids: Id[]) => [...trackingKeys.all, 'phones', orgId, ids] as const,
  progress: (orgId: Id | null, linkId: Id) => [...trackingKeys.all, 'progress', orgId, linkId] as const,
};

/**
 * The Driver Tracking list of one organisation, paged on the server.
 *
 * @example
 * const tracking = useDriverTracking(useOrgId(), useFilterParams(filters));
 */
export function useDriverTracking(orgId: Id | null, { from: _from, to: _to, ...filters }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: trackingKeys.list(orgId),
    endpoint: driverTrackingReport,
    // The API refuses a period here; the page shows no date or month filter either.
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
