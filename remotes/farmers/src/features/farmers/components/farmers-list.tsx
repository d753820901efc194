import type { ServerList } from '@maziwa/api-client';
import type { FarmerProfileRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { FarmerDetailsDialog } from './farmer-details-dialog';
import { FarmersTable } from './farmers-table';

export interface FarmersListProps {
  /** The page's farmers list (useFarmers), shared with its Export Data button. */
  list: ServerList<FarmerProfileRow>;
}

/**
 * The organisation's farmers with the loading and failure texts (docs/rules.md#list-loading-and-failure-texts); a farmer's name
 * opens their details (and History).
 *
 * @example
 * <FarmersList list={useFarmers(orgId, params)} />
 */
export function FarmersList({ list }: FarmersListProps) {
  const [viewing, setViewing] = useState<FarmerProfileRow | null>(null);
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading user roles..." errorText="Failed to fetch user roles">
      <FarmersTable farmers={list.rows} server={list.server} onView={setViewing} />
      {viewing && <FarmerDetailsDialog farmer={viewing} onClose={() => setViewing(null)} />}
    </QueryState>
  );
}
