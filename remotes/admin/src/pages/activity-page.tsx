import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, FilterBar, ListPage, useFilterParams, useListFilters } from '@maziwa/ui';
import { useAuditEvents } from '../features/activity/api/get-audit-events';
import { ActivityList } from '../features/activity/components/activity-list';
import { resourceOptions } from '../features/activity/model/resource-labels';

/**
 * Activity (issue 8): every change made through the API in the organisation, newest first:
 * who, when, what and the fields before and after. Filtered by resource and day; Export Data
 * downloads every matching event as CSV.
 */
export default function ActivityPage() {
  const [filters, setFilters] = useListFilters();
  const activity = useAuditEvents(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Activity"
      actions={<ExportDataButton list={activity} fileName="activity.csv" />}
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          statusOptions={resourceOptions}
          statusLabel="Resource"
          show={{ search: false, month: false }}
        />
      }
    >
      <ActivityList list={activity} />
    </ListPage>
  );
}
