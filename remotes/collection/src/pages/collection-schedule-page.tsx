import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { FilterBar, ListActions, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useCollectionSchedule } from '../features/collection-schedule/api/get-collection-schedule';
import { ScheduleList } from '../features/collection-schedule/components/schedule-list';

/**
 * Collection Schedule (docs/screens.md#collection-schedule): every trip with its route, driver, start, centres,
 * litres and pickup status; paged, sorted, searched and filtered (day, month, pickup
 * status) by the API, exported whole as CSV. Trips are edited, rescheduled, given drivers
 * and deleted here.
 */
export default function CollectionSchedulePage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const schedule = useCollectionSchedule(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Collection Schedule"
      actions={
        <ListActions
          add={{
            label: 'Add New Schedule',
            permission: 'trips:create',
            onClick: () => navigate(pagePath('/trip/add')),
          }}
          list={schedule}
          fileName="collection-schedule.csv"
        />
      }
      filters={<FilterBar searchPlaceholder={page.search} value={filters} onChange={setFilters} />}
    >
      <ScheduleList list={schedule} />
    </ListPage>
  );
}
