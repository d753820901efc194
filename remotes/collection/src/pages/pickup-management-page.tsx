import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, FilterBar, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { usePickups } from '../features/pickups/api/get-pickups';
import { PickupsList } from '../features/pickups/components/pickups-list';

/**
 * Pickup Management (docs/screens.md#pickup-management): each centre's handover to a trip with the weights
 * received, handed over and rejected; paged, sorted, searched and narrowed by day or
 * month on the API, exported whole as CSV.
 */
export default function PickupManagementPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const pickups = usePickups(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Pickup Management"
      actions={<ExportDataButton list={pickups} fileName="pickup-management.csv" />}
      // A handover has no status: the report filters by search, day and month only.
      filters={
        <FilterBar searchPlaceholder={page.search} value={filters} onChange={setFilters} show={{ status: false }} />
      }
    >
      <PickupsList list={pickups} />
    </ListPage>
  );
}
