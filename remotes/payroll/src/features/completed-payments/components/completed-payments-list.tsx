import type { ServerList } from '@maziwa/api-client';
import type { CompletedPaymentRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { CompletedPaymentsTable } from './completed-payments-table';

export interface CompletedPaymentsListProps {
  /** The page's list (useCompletedPayments), shared with its Export Data button. */
  list: ServerList<CompletedPaymentRow>;
}

/** Payments made, with the loading and failure texts of spec 8. */
export function CompletedPaymentsList({ list }: CompletedPaymentsListProps) {
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch payments">
      <CompletedPaymentsTable payments={list.rows} server={list.server} />
    </QueryState>
  );
}
