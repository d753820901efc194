import { useOrgId } from '@maziwa/api-client';
import {
  ExportDataButton,
  FilterBar,
  ListPage,
  type ListFilters,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { usePickups } from '../features/pickups/api/get-pickups';
import { PickupsList } from '../features/pickups/components/pickups-list';
import { organisationToday } from '../features/pickups/model/today';

/**
 * Pickup Management (docs/screens.md#pickup-management): each centre's handover to a trip, its day and
 * shift, with the weights received, handed over and rejected; opens on today, paged, sorted,
 * searched and narrowed by day or month on the API, exported whole as CSV.
 */
export default function PickupManagementPage({ page }: PageProps) {
  // Today's handovers first: the list of every day runs to hundreds of pages. Cleared, the date
  // stays cleared in the address (`?date=`) and the list shows every day.
  const today = organisationToday();
  const [filters, setFilters] = useListFilters({ date: today });
  // A month chosen while the date is still the default would narrow to today alone (their
  // overlap): choosing a month lets go of the default day. A day the person chose stays.
  const changeFilters = (next: ListFilters) =>
    setFilters(next.month && next.month !== filters.month && next.date === today ? { ...next, date: '' } : next);
  const pickups = usePickups(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Pickup Management"
      actions={<ExportDataButton list={pickups} fileName="pickup-management.csv" />}
      // A handover has no status: the report filters by search, day and month only.
      filters={
        <FilterBar searchPlaceholder={page.search} value={filters} onChange={changeFilters} show={{ status: false }} />
      }
    >
      <PickupsList list={pickups} />
    </ListPage>
  );
}
