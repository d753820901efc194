import { useOrgId } from '@maziwa/api-client';
import { declaredPage } from '@maziwa/contracts';
import { Button, Can, ExportDataButton, FilterBar, ListPage, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useTrips } from '../features/trips/api/get-trips';
import { TripsList } from '../features/trips/components/trips-list';
import { ADD_TRIP_PATH } from '../features/trips/paths';
import { tripStatusOptions } from '../lib/trip-status';
import declaration from '../pages.json';

const page = declaredPage(declaration, '/logistics-management/trips');

/**
 * Trips (not in the spec; the target of Save Trip): every trip with its route, drivers,
 * times and status. Search (route name), date, month and status filter on the server;
 * Export Data downloads the whole filtered list.
 */
export default function TripsPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const trips = useTrips(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Trips"
      actions={
        <>
          <Can permission="trips:create">
            <Button onClick={() => navigate(ADD_TRIP_PATH)}>Add Trip</Button>
          </Can>
          <ExportDataButton onExport={() => trips.exportCsv('trips.csv')} exporting={trips.isExporting} error={trips.exportError} />
        </>
      }
      filters={
        <FilterBar value={filters} onChange={setFilters} statusOptions={tripStatusOptions} searchPlaceholder={page.search} />
      }
    >
      <TripsList list={trips} />
    </ListPage>
  );
}
