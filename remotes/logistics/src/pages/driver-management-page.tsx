import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { FilterBar, ListActions, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useDrivers } from '../features/drivers/api/get-drivers';
import { DriversList } from '../features/drivers/components/drivers-list';

/**
 * Driver Management (docs/screens.md#driver-management): the organisation's drivers, paged, sorted and searched by
 * the API, with a CSV export of the whole filtered list and the row actions.
 */
export default function DriverManagementPage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const drivers = useDrivers(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Driver Management"
      actions={
        <ListActions
          add={{
            label: 'Add New Driver',
            permission: 'user_roles:create',
            onClick: () => navigate(pagePath('/driver/add-new-driver')),
          }}
          list={drivers}
          fileName="drivers.csv"
        />
      }
      // Only the search has something to act on here: the shared status options are
      // schedule statuses and drivers have no date or month.
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
          searchPlaceholder={page.search}
        />
      }
    >
      <DriversList list={drivers} />
    </ListPage>
  );
}
