import { useAuditResources, useOrgId } from '@maziwa/api-client';
import { ExportDataButton, FilterBar, ListPage, useFilterParams, useListFilters, type FilterOption } from '@maziwa/ui';
import { useMemo } from 'react';
import { useAuditEvents } from '../features/activity/api/get-audit-events';
import { ActivityList } from '../features/activity/components/activity-list';

/**
 * Activity (issue 8): every change made through the API in the organisation, newest first:
 * who, when, what and the fields before and after. Filtered by resource and day; Export Data
 * downloads every matching event as CSV.
 */
export default function ActivityPage() {
  const [filters, setFilters] = useListFilters();
  const activity = useAuditEvents(useOrgId(), useFilterParams(filters));
  // The resources by the names the API gives them (the same as each event's Resource).
  const { data: resources } = useAuditResources();
  const resourceOptions = useMemo<FilterOption[]>(
    () => [{ value: '', label: 'All Resources' }, ...(resources ?? [])],
    [resources],
  );

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
