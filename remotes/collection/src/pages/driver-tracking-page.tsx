import { useOrgId } from '@maziwa/api-client';
import {
  ExportDataButton,
  FilterBar,
  type FilterOption,
  ListPage,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useDriverTracking } from '../features/driver-tracking/api/get-driver-tracking';
import { TrackingList } from '../features/driver-tracking/components/tracking-list';

/** The statuses the driver-tracking report filters by: the latest trip's, or idle. */
const TRACKING_STATUSES: FilterOption[] = [
  { value: '', label: 'All Status' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'idle', label: 'Idle' },
];

/**
 * Driver Tracking (docs/screens.md#driver-tracking): every driver with where their latest trip is; paged, sorted,
 * searched and filtered by status on the API, exported whole as CSV. Message and Call
 * open the phone's apps; View Progress shows the trip.
 */
export default function DriverTrackingPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const tracking = useDriverTracking(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Driver Tracking"
      actions={<ExportDataButton list={tracking} fileName="driver-tracking.csv" />}
      // The report is about now: no day or month to narrow to.
      filters={
        <FilterBar
          searchPlaceholder={page.search}
          value={filters}
          onChange={setFilters}
          statusOptions={TRACKING_STATUSES}
          show={{ date: false, month: false }}
        />
      }
    >
      <TrackingList list={tracking} />
    </ListPage>
  );
}
