import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, FilterBar, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useCompletedPayments } from '../features/completed-payments/api/get-completed-payments';
import { CompletedPaymentsList } from '../features/completed-payments/components/completed-payments-list';

/**
 * Completed Payments (docs/screens.md#completed-payments): payments made, latest first, paged, sorted and searched by
 * the API, with a CSV export of the whole filtered list.
 */
export default function CompletedPaymentsPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const payments = useCompletedPayments(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Completed Payments"
      actions={<ExportDataButton list={payments} fileName="completed-payments.csv" />}
      // The date and month pick the payment days; every row is completed, so no status.
      filters={
        <FilterBar searchPlaceholder={page.search} value={filters} onChange={setFilters} show={{ status: false }} />
      }
    >
      <CompletedPaymentsList list={payments} />
    </ListPage>
  );
}
