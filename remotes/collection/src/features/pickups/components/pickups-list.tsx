import type { ServerList } from '@maziwa/api-client';
import type { PickupManagementRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { PickupsTable } from './pickups-table';

/**
 * The organisation's centre handovers: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), then the table.
 *
 * @example
 * const pickups = usePickups(orgId, useFilterParams(filters));
 * <PickupsList list={pickups} />
 */
export function PickupsList({ list }: { list: ServerList<PickupManagementRow> }) {
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading trips..."
      errorText="Failed to fetch trips"
    >
      <PickupsTable rows={list.rows} server={list.server} />
    </QueryState>
  );
}
