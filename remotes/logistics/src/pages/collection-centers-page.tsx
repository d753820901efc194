import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { FilterBar, ListActions, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useCollectionCentres } from '../features/collection-centers/api/get-collection-centres';
import { CollectionCentresList } from '../features/collection-centers/components/collection-centres-list';

/**
 * Collection Centers & QA Agents (docs/screens.md#collection-centers-and-qa-agents): every centre with where it is, its QA agents
 * and farmers; searched, sorted and paged by the API, exported whole as CSV.
 */
export default function CollectionCentersPage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const centres = useCollectionCentres(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Collection Centers & QA Agents"
      actions={
        <ListActions
          add={{
            label: 'Add New Collection Center',
            permission: 'locations:create',
            onClick: () => navigate(pagePath('/collection-center/add')),
          }}
          list={centres}
          fileName="collection-centers.csv"
        />
      }
      // Centres have no date or status of their own: only the search narrows them.
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
          searchPlaceholder={page.search}
        />
      }
    >
      <CollectionCentresList list={centres} />
    </ListPage>
  );
}
