import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/quality-tests: one row per platform test, newest first, paged, searched
 * (centre, QA agent, batch), sorted and filtered (from/to on the test day, status = pass
 * or fail) by the API; `format=csv` exports every matching test.
 */
export const qualityTestsReport = listEndpoint('reports/quality-tests');

/** Keys of every quality-test query; a new test invalidates `qualityTestsKeys.all`. */
export const qualityTestsKeys = {
  all: ['quality-tests'] as const,
  list: (orgId: Id | null) => [...qualityTestsKeys.all, 'list', orgId] as const,
};

/**
 * The Quality Tests list of one organisation, paged on the server.
 *
 * @example
 * const tests = useQualityTests(useOrgId(), useFilterParams(filters));
 * <DataTable rows={tests.rows} server={tests.server} ... />
 */
export function useQualityTests(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: qualityTestsKeys.list(orgId),
    endpoint: qualityTestsReport,
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
