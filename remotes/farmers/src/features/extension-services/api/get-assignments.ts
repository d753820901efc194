import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import type { ExtensionListParams } from '../model/extension-filters';
import { extensionKeys } from './extension-keys';

/**
 * GET /extension-assignments: visits, paged, sorted (default furthest due first), searched
 * (officer, farmer, member number, route, centre, notes, outcome) and filtered by the API;
 * `overdue` comes computed with each row; `format=csv` exports every matching visit.
 */
export const assignmentsEndpoint = listEndpoint('extension-assignments');

/**
 * The organisation's extension assignments, one page at a time.
 *
 * @example const list = useAssignments(useOrgId(), assignmentParams(filters));
 */
export function useAssignments(orgId: Id | null, params: ExtensionListParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: extensionKeys.assignments(orgId),
    endpoint: assignmentsEndpoint,
    params: { org_id: orgId, ...params },
    enabled: orgId !== null,
  });
}
