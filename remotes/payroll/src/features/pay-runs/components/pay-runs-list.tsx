import type { ServerList } from '@maziwa/api-client';
import { QueryState } from '@maziwa/ui';
import type { PayRun } from '../api/pay-runs-keys';
import { PayRunsTable } from './pay-runs-table';

/** The pay runs with the loading and failure texts (docs/rules.md#list-loading-and-failure-texts). */
export function PayRunsList({ list }: { list: ServerList<PayRun> }) {
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch pay runs"
    >
      <PayRunsTable runs={list.rows} server={list.server} />
    </QueryState>
  );
}
