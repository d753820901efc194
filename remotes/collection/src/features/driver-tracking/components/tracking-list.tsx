import { useOrgId, type ServerList } from '@maziwa/api-client';
import { QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { useDriverPhones } from '../api/get-driver-phones';
import type { TrackingRow } from '../api/get-driver-tracking';
import { PhoneProvider } from './phone-context';
import { TrackingTable } from './tracking-table';
import { TripProgressDialog } from './trip-progress-dialog';

/**
 * The organisation's drivers and their latest trips: loading and failure texts (docs/rules.md#list-loading-and-failure-texts),
 * the table with phones looked up for the page on screen, and View Progress.
 *
 * @example
 * const tracking = useDriverTracking(orgId, useFilterParams(filters));
 * <TrackingList list={tracking} />
 */
export function TrackingList({ list }: { list: ServerList<TrackingRow> }) {
  const phoneOf = useDriverPhones(useOrgId(), list.rows);
  const [progressOf, setProgressOf] = useState<TrackingRow | null>(null);

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading user roles..."
      errorText="Failed to fetch user roles"
    >
      <PhoneProvider phoneOf={phoneOf}>
        <TrackingTable rows={list.rows} server={list.server} onViewProgress={setProgressOf} />
      </PhoneProvider>
      {progressOf && <TripProgressDialog row={progressOf} onClose={() => setProgressOf(null)} />}
    </QueryState>
  );
}
