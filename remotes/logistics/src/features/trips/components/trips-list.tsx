import { useOrgId, type ServerList } from '@maziwa/api-client';
import { QueryState } from '@maziwa/ui';
import { useMemo } from 'react';
import { useTripDrivers } from '../api/get-trip-drivers';
import type { TripRow } from '../api/get-trips';
import { TripsTable, type TripTableRow } from './trips-table';

export interface TripsListProps {
  /** The page's trips list (useTrips), shared with its Export Data button. */
  list: ServerList<TripRow>;
}

/**
 * The organisation's trips with their drivers' names; loading and failure texts (docs/rules.md#list-loading-and-failure-texts).
 *
 * @example
 * <TripsList list={useTrips(orgId, params)} />
 */
export function TripsList({ list }: TripsListProps) {
  const orgId = useOrgId();
  // The API names each trip's drivers; only trips it sent without names (an older API) are looked up.
  const crewIds = useMemo(
    () => [...new Set(list.rows.filter((trip) => !trip.driver_names).flatMap((trip) => trip.user_roles_ids))].sort(),
    [list.rows],
  );
  const { data: names, isError } = useTripDrivers(orgId, crewIds);
  const rows = useMemo<TripTableRow[]>(
    () =>
      list.rows.map((trip) => ({
        ...trip,
        crew_names: trip.driver_names
          ? trip.driver_names
          : isError
            ? null
            : names && trip.user_roles_ids.flatMap((id) => (names.has(id) ? [names.get(id) as string] : [])),
      })),
    [list.rows, names, isError],
  );

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading trips..."
      errorText="Failed to fetch trips"
    >
      <TripsTable trips={rows} server={list.server} />
    </QueryState>
  );
}
