import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { payRunsKeys } from './pay-runs-keys';

/** GET /pay-runs: an organisation's pay runs, newest period first, a page at a time. */
export const payRunsList = listEndpoint('pay-runs');

/**
 * The Pay Runs list of one organisation, paged and sorted on the server.
 *
 * @example
 * const runs = usePayRuns(useOrgId());
 * <DataTable rows={runs.rows} server={runs.server} ... />
 */
export function usePayRuns(orgId: Id | null) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: payRunsKeys.list(orgId),
    endpoint: payRunsList,
    params: { org_id: orgId },
    enabled: orgId !== null,
  });
}
