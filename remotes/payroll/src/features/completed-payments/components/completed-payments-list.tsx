import type { ServerList } from '@maziwa/api-client';
import type { CompletedPaymentRow } from '@maziwa/contracts';
import { QueryState, formatKsh } from '@maziwa/ui';
import { useState } from 'react';
import { formatDate, paymentMethodText } from '../../../lib/format';
import { PaymentDetailsDialog } from '../../../lib/payment-details-dialog';
import { PaymentStatusBadge } from '../../../lib/payment-status-badge';
import { CompletedPaymentsTable } from './completed-payments-table';

export interface CompletedPaymentsListProps {
  /** The page's list (useCompletedPayments), shared with its Export Data button. */
  list: ServerList<CompletedPaymentRow>;
}

/** Payments made, with the loading and failure texts of spec 8; a farmer's name opens the payment. */
export function CompletedPaymentsList({ list }: CompletedPaymentsListProps) {
  const [viewing, setViewing] = useState<CompletedPaymentRow | null>(null);
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch payments">
      <CompletedPaymentsTable payments={list.rows} server={list.server} onView={setViewing} />
      {viewing && (
        <PaymentDetailsDialog
          paymentId={viewing.id}
          title={viewing.farmer_name}
          details={[
            ['Payment Date', formatDate(viewing.payment_date)],
            ['Member Number', viewing.member_id],
            ['Amount Paid', formatKsh(viewing.amount_paid)],
            ['Payment Method', paymentMethodText(viewing.payment_method)],
            ['Transaction Reference', viewing.transaction_reference],
            ['Payment Status', <PaymentStatusBadge key="status" status={viewing.payment_status} />],
          ]}
          onClose={() => setViewing(null)}
        />
      )}
    </QueryState>
  );
}
