import type { ServerList } from '@maziwa/api-client';
import type { FarmerProfileRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { FarmersTable } from './farmers-table';

export interface FarmersListProps {
  /** The page's farmers list (useFarmers), shared with its Export Data button. */
  list: ServerList<FarmerProfileRow>;
}

/**
 * The organisation's farmers with the loading and failure texts of spec 8.
 *
 * @example
 * <FarmersList list={useFarmers(orgId, params)} />
 */
export function FarmersList({ list }: FarmersListProps) {
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading user roles..." errorText="Failed to fetch user roles">
      <FarmersTable farmers={list.rows} server={list.server} />
    </QueryState>
  );
}
