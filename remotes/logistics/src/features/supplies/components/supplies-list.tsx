import { useOrgId, type ServerList } from '@maziwa/api-client';
import { QueryState } from '@maziwa/ui';
import { useMemo } from 'react';
import { useFarmerNames } from '../api/get-farmer-names';
import type { SupplyRow } from '../api/get-supplies';
import { personName } from '../../../lib/people';
import { SuppliesTable, type SupplyTableRow } from './supplies-table';

export interface SuppliesListProps {
  /** The page's supplies list (useSupplies), shared with its Export Data button. */
  list: ServerList<SupplyRow>;
}

/**
 * The organisation's supplies with their farmers' names; loading and failure texts.
 *
 * @example
 * <SuppliesList list={useSupplies(orgId, params)} />
 */
export function SuppliesList({ list }: SuppliesListProps) {
  const orgId = useOrgId();
  // Only farmers the API sent without a name are looked up.
  const unnamed = useMemo(
    () =>
      [
        ...new Set(
          list.rows
            .filter((supply) => !supply.farmer_name && !supply.producer?.user)
            .map((supply) => supply.producer_id),
        ),
      ].sort(),
    [list.rows],
  );
  const { data: names, isError } = useFarmerNames(orgId, unnamed);
  const rows = useMemo<SupplyTableRow[]>(
    () =>
      list.rows.map((supply) => {
        if (supply.farmer_name) return supply;
        if (supply.producer?.user) return { ...supply, farmer_name: personName(supply.producer) };
        if (isError) return { ...supply, farmer_name: null };
        return { ...supply, farmer_name: names ? (names.get(supply.producer_id) ?? null) : undefined };
      }),
    [list.rows, names, isError],
  );

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch supplies"
    >
      <SuppliesTable supplies={rows} server={list.server} />
    </QueryState>
  );
}
