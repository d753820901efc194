import type { ServerList } from '@maziwa/api-client';
import type { CompletedPaymentRow } from '@maziwa/contracts';
import { PaymentStatusBadge, QueryState, formatDate, formatKsh, lazyDialog } from '@maziwa/ui';
import { useState } from 'react';
import { paymentMethodText } from '../../../lib/payment-methods';
import { PaymentDetailsDialog } from '../../../lib/payment-details-dialog';
import { CompletedPaymentsTable } from './completed-payments-table';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const ReversePaymentDialog = lazyDialog(() =>
  import('./reverse-payment-dialog').then((module) => module.ReversePaymentDialog),
);

export interface CompletedPaymentsListProps {
  /** The page's list (useCompletedPayments), shared with its Export Data button. */
  list: ServerList<CompletedPaymentRow>;
}

/**
 * Payments made and reversed, with the loading and failure texts (docs/rules.md#list-loading-and-failure-texts); a
 * farmer's name opens the payment, Reverse asks why and takes a payment back.
 */
export function CompletedPaymentsList({ list }: CompletedPaymentsListProps) {
  const [viewing, setViewing] = useState<CompletedPaymentRow | null>(null);
  const [reversing, setReversing] = useState<CompletedPaymentRow | null>(null);
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch payments"
    >
      <CompletedPaymentsTable payments={list.rows} server={list.server} onView={setViewing} onReverse={setReversing} />
      {reversing && <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />}
      {viewing && (
        <PaymentDetailsDialog
          paymentId={viewing.payment_id}
          title={viewing.farmer_name}
          details={[
            { label: 'Payment Date', value: formatDate(viewing.payment_date) },
            { label: 'Member Number', value: viewing.member_id },
            { label: 'Amount Paid', value: formatKsh(viewing.amount_paid) },
            { label: 'Payment Method', value: paymentMethodText(viewing.payment_method) },
            { label: 'Transaction Reference', value: viewing.transaction_reference },
            {
              label: 'Payment Status',
              value: viewing.entry === 'reversal' ? 'Reversal' : <PaymentStatusBadge status={viewing.payment_status} />,
            },
          ]}
          onClose={() => setViewing(null)}
        />
      )}
    </QueryState>
  );
}
