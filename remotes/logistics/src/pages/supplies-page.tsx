import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { FilterBar, ListActions, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { useSupplies } from '../features/supplies/api/get-supplies';
import { SuppliesList } from '../features/supplies/components/supplies-list';
import { supplyStatusOptions } from '../features/supplies/model/supply-text';

/**
 * Supplies (not in the spec; the target of Save Supply): feed, seed and other supplies
 * issued to farmers. Search, date, month and status filter on the server; Export Data
 * downloads the whole filtered list.
 */
export default function SuppliesPage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const supplies = useSupplies(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Supplies"
      actions={
        <ListActions
          add={{ label: 'Add Supply', permission: 'supplies:create', onClick: () => navigate(pagePath('/supply/add')) }}
          list={supplies}
          fileName="supplies.csv"
        />
      }
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          statusOptions={supplyStatusOptions}
          searchPlaceholder={page.search}
        />
      }
    >
      <SuppliesList list={supplies} />
    </ListPage>
  );
}
