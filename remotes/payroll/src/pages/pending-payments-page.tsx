import { useOrgId } from '@maziwa/api-client';
import {
  Button,
  Can,
  ExportDataButton,
  FilterBar,
  lazyDialog,
  ListPage,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useState } from 'react';
import { usePendingPayments } from '../features/pending-payments/api/get-pending-payments';
import { PaymentTotals } from '../features/pending-payments/components/payment-totals';
import { PendingPaymentsList } from '../features/pending-payments/components/pending-payments-list';
import { pendingStatusOptions } from '../features/pending-payments/model/pending-status-options';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const BulkPaymentDialog = lazyDialog(() =>
  import('../features/pending-payments/components/bulk-payment-dialog').then((module) => module.BulkPaymentDialog),
);

/**
 * Pending Payments (docs/screens.md#pending-payments): what the organisation still owes its farmers, paged, sorted
 * and searched by the API, under the payout balance (with Top Up) and the totals due and
 * overdue, a CSV export of the whole filtered list, Process on every row, and Process
 * Payments for all of them.
 */
export default function PendingPaymentsPage() {
  const orgId = useOrgId();
  const [filters, setFilters] = useListFilters();
  const params = useFilterParams(filters);
  const payments = usePendingPayments(orgId, params);
  const [bulkOpen, setBulkOpen] = useState(false);

  return (
    <ListPage
      title="Pending Payments"
      actions={
        <>
          <Can permission="payments:process">
            <Button onClick={() => setBulkOpen(true)} disabled={orgId === null}>
              Process Payments
            </Button>
          </Can>
          <ExportDataButton list={payments} fileName="pending-payments.csv" />
        </>
      }
      balance={<PaymentTotals orgId={orgId} />}
      // The date and month pick the due dates.
      filters={<FilterBar value={filters} onChange={setFilters} statusOptions={pendingStatusOptions} />}
    >
      <PendingPaymentsList list={payments} />
      {/* The dialog pays what the list shows: the same organisation and filters. */}
      {bulkOpen && (
        <BulkPaymentDialog params={{ organization_id: orgId, ...params }} onClose={() => setBulkOpen(false)} />
      )}
    </ListPage>
  );
}
