import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { FilterBar, ListActions, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useRoutes } from '../features/routes/api/get-routes';
import { RoutesList } from '../features/routes/components/routes-list';

/**
 * Routes Management (docs/screens.md#routes-management): the organisation's routes with driver, centres, start
 * times and status; searched, sorted and paged by the API, exported whole as CSV.
 */
export default function RoutesManagementPage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const routes = useRoutes(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Routes Management"
      actions={
        <ListActions
          add={{
            label: 'Add New Route',
            permission: 'routes:create',
            onClick: () => navigate(pagePath('/route/add-new-route')),
          }}
          list={routes}
          fileName="routes.csv"
        />
      }
      // A route has no date, and its status comes from its trips, which the API cannot
      // filter routes by: only the search narrows the list.
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
          searchPlaceholder={page.search}
        />
      }
    >
      <RoutesList list={routes} />
    </ListPage>
  );
}
