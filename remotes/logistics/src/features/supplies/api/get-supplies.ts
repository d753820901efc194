import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * A supply as GET /supplies answers it; with populate=producer it carries the farmer's
 * Producer link, with its user.
 */
export type SupplyRow = RowOf<'/supplies'>;

/** GET /supplies: what farmers were supplied, paged, searched, filtered (from/to, status) and sorted by the API. */
export const suppliesList = listEndpoint('supplies');

/** Keys of the supplies screen's queries. */
export const suppliesKeys = {
  all: ['supplies'] as const,
  list: (orgId: Id | null) => [...suppliesKeys.all, 'list', orgId] as const,
  farmers: (orgId: Id | null, linkIds: Id[]) => [...suppliesKeys.all, 'farmers', orgId, linkIds] as const,
};

/**
 * @example
 * const supplies = useSupplies(useOrgId(), useFilterParams(filters));
 */
export function useSupplies(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: suppliesKeys.list(orgId),
    endpoint: suppliesList,
    params: { org_id: orgId, populate: 'producer', ...filters },
    enabled: orgId !== null,
  });
}
