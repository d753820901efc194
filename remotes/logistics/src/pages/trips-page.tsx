import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { FilterBar, ListActions, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useTrips } from '../features/trips/api/get-trips';
import { TripsList } from '../features/trips/components/trips-list';
import { tripStatusOptions } from '../lib/trip-status';

/**
 * Trips (not in the spec; the target of Save Trip): every trip with its route, drivers,
 * times and status. Search (route name), date, month and status filter on the server;
 * Export Data downloads the whole filtered list.
 */
export default function TripsPage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const trips = useTrips(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Trips"
      actions={
        <ListActions
          add={{ label: 'Add Trip', permission: 'trips:create', onClick: () => navigate(pagePath('/trip/add')) }}
          list={trips}
          fileName="trips.csv"
        />
      }
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          statusOptions={tripStatusOptions}
          searchPlaceholder={page.search}
        />
      }
    >
      <TripsList list={trips} />
    </ListPage>
  );
}
