import { useOrgId } from '@maziwa/api-client';
import {
  FilterBar,
  lazyDialog,
  ListActions,
  ListPage,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useState } from 'react';
import { useAdvances } from '../features/advances/api/advances';
import { AdvancesList } from '../features/advances/components/advances-list';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const AddAdvanceDialog = lazyDialog(() =>
  import('../features/advances/components/add-advance-dialog').then((module) => module.AddAdvanceDialog),
);

/**
 * Advances (issue 9): cash farmers received ahead of their milk money, with what their pay
 * has not yet deducted. payments:create records and deletes them.
 */
export default function AdvancesPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const advances = useAdvances(useOrgId(), useFilterParams(filters));
  const [adding, setAdding] = useState(false);

  return (
    <ListPage
      title="Advances"
      actions={
        <ListActions
          add={{ label: 'Add Advance', permission: 'payments:create', onClick: () => setAdding(true) }}
          list={advances}
          fileName="advances.csv"
        />
      }
      filters={
        <FilterBar
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
          searchPlaceholder={page.search}
        />
      }
    >
      <AdvancesList list={advances} />
      {adding && <AddAdvanceDialog onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
