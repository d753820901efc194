import type { ServerList } from '@maziwa/api-client';
import type { PendingPaymentRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { PendingPaymentsTable } from './pending-payments-table';
import { ProcessPaymentDialog } from './process-payment-dialog';

export interface PendingPaymentsListProps {
  /** The page's list (usePendingPayments), shared with its Export Data button. */
  list: ServerList<PendingPaymentRow>;
}

/**
 * The payments still to pay: loading and failure texts of spec 8, the table, and the
 * Process Payment dialog its rows open.
 *
 * @example
 * <PendingPaymentsList list={usePendingPayments(orgId, params)} />
 */
export function PendingPaymentsList({ list }: PendingPaymentsListProps) {
  const [processing, setProcessing] = useState<PendingPaymentRow | null>(null);
  const close = useCallback(() => setProcessing(null), []);

  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch payments">
      <PendingPaymentsTable payments={list.rows} server={list.server} onProcess={setProcessing} />
      {processing && <ProcessPaymentDialog payment={processing} onClose={close} />}
    </QueryState>
  );
}
