import { useOrgId } from '@maziwa/api-client';
import {
  Button,
  Can,
  ExportDataButton,
  FilterBar,
  type FilterOption,
  lazyDialog,
  ListPage,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useState } from 'react';
import { useQualityTests } from '../features/quality-tests/api/get-quality-tests';
import { QualityTestsList } from '../features/quality-tests/components/quality-tests-list';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const AddQualityTestDialog = lazyDialog(() =>
  import('../features/quality-tests/components/add-quality-test-dialog').then((module) => module.AddQualityTestDialog),
);

/** The statuses the quality-test report filters by: the overall result. */
const RESULT_FILTER: FilterOption[] = [
  { value: '', label: 'All Status' },
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
];

/**
 * Quality Tests (docs/screens.md#quality-tests): platform tests per batch, paged, sorted, searched and
 * filtered (day, month, result) by the API, exported whole as CSV; Add New Test records
 * one.
 */
export default function QualityTestsPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const [adding, setAdding] = useState(false);
  const tests = useQualityTests(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Quality Tests"
      actions={
        <>
          <Can permission="quality_tests:create">
            <Button onClick={() => setAdding(true)}>Add New Test</Button>
          </Can>
          <ExportDataButton
            onExport={() => tests.exportCsv('quality-tests.csv')}
            exporting={tests.isExporting}
            error={tests.exportError}
          />
        </>
      }
      filters={
        <FilterBar
          searchPlaceholder={page.search}
          value={filters}
          onChange={setFilters}
          statusOptions={RESULT_FILTER}
        />
      }
    >
      <QualityTestsList list={tests} />
      {adding && <AddQualityTestDialog onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
