import { useOrgId } from '@maziwa/api-client';
import { declaredPage } from '@maziwa/contracts';
import { Button, Can, ExportDataButton, FilterBar, ListPage, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useRoutes } from '../features/routes/api/get-routes';
import { RoutesList } from '../features/routes/components/routes-list';
import { ADD_ROUTE_PATH } from '../features/routes/paths';
import declaration from '../pages.json';

const page = declaredPage(declaration, '/logistics-management/routes-management');

/**
 * Routes Management (docs/screens.md#routes-management): the organisation's routes with driver, centres, start
 * times and status; searched, sorted and paged by the API, exported whole as CSV.
 */
export default function RoutesManagementPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const routes = useRoutes(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Routes Management"
      actions={
        <>
          <Can permission="routes:create">
            <Button onClick={() => navigate(ADD_ROUTE_PATH)}>Add New Route</Button>
          </Can>
          <ExportDataButton onExport={() => routes.exportCsv('routes.csv')} exporting={routes.isExporting} error={routes.exportError} />
        </>
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
