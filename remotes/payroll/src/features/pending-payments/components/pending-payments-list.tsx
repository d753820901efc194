import type { ServerList } from '@maziwa/api-client';
import type { PendingPaymentRow } from '@maziwa/contracts';
import { PaymentStatusBadge, QueryState, formatDate, formatKsh, lazyDialog } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { paymentMethodText } from '../../../lib/payment-methods';
import { PaymentDetailsDialog } from '../../../lib/payment-details-dialog';
import { PendingPaymentsTable } from './pending-payments-table';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const ProcessPaymentDialog = lazyDialog(() =>
  import('./process-payment-dialog').then((module) => module.ProcessPaymentDialog),
);

export interface PendingPaymentsListProps {
  /** The page's list (usePendingPayments), shared with its Export Data button. */
  list: ServerList<PendingPaymentRow>;
}

/**
 * The payments still to pay: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), the table, the Process
 * Payment dialog its rows open, and a payment's details (with History) from its farmer's name.
 *
 * @example
 * <PendingPaymentsList list={usePendingPayments(orgId, params)} />
 */
export function PendingPaymentsList({ list }: PendingPaymentsListProps) {
  const [processing, setProcessing] = useState<PendingPaymentRow | null>(null);
  const close = useCallback(() => setProcessing(null), []);
  const [viewing, setViewing] = useState<PendingPaymentRow | null>(null);

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch payments"
    >
      <PendingPaymentsTable payments={list.rows} server={list.server} onProcess={setProcessing} onView={setViewing} />
      {processing && <ProcessPaymentDialog payment={processing} onClose={close} />}
      {viewing && (
        <PaymentDetailsDialog
          paymentId={viewing.id}
          title={viewing.farmer_name}
          details={[
            { label: 'Member Number', value: viewing.member_number },
            { label: 'Total Amount Due', value: formatKsh(viewing.fatContent) },
            { label: 'Date Due', value: formatDate(viewing.due_date) },
            { label: 'Payment Method', value: paymentMethodText(viewing.payment_method) },
            { label: 'Payment Status', value: <PaymentStatusBadge status={viewing.payment_status} /> },
          ]}
          onClose={() => setViewing(null)}
        />
      )}
    </QueryState>
  );
}
