import { auditEventsKeys, type ListParams } from '@maziwa/api-client';
import { Button, Dialog, QueryState, formatNumber } from '@maziwa/ui';
import { CheckboxField, Form, FormActions, SubmitButton } from '@maziwa/ui/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentsKeys } from '../../../lib/payments-keys';
import { usePaymentsToProcess } from '../api/get-payments-to-process';
import { getPayoutBalanceQueryOptions } from '../api/get-payout-balance';
import { processAllPayments, type BulkOutcome } from '../api/process-all-payments';
import { BulkPaymentSummary } from './bulk-payment-summary';
import { bulkFigures, isProcessable, type BulkFlags } from '../model/bulk-payment-figures';
import { BulkPaymentOverview } from './bulk-payment-overview';
import './payment-dialogs.css';

export interface BulkPaymentDialogProps {
  /** The list's organisation and filters: the payments shown are the ones paid. */
  params: ListParams<'reports/pending-payments'>;
  onClose(): void;
}

/**
 * Confirm Bulk Payment Processing (docs/screens.md#confirm-bulk-payment-processing): the figures of the pending list under the
 * current filters against the account's balance, then, once confirmed, those payments paid
 * by the API a batch at a time with progress, and a summary of what was paid, skipped and
 * failed.
 */
export function BulkPaymentDialog({ params, onClose }: BulkPaymentDialogProps) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const candidates = usePaymentsToProcess(params, { paused: progress !== null });
  // Read again on opening even when the header has it: money is about to move, and the
  // balance may have changed in another tab since.
  const balance = useQuery({
    ...getPayoutBalanceQueryOptions(params.organization_id ?? null),
    refetchOnMount: 'always',
  });
  const [result, setResult] = useState<{ outcome: BulkOutcome; flags: BulkFlags } | null>(null);
  const running = progress !== null && result === null;
  const figures = bulkFigures(candidates.data ?? []);

  const confirm = async (flags: BulkFlags) => {
    const rows = (candidates.data ?? []).filter(isProcessable);
    setProgress({ done: 0, total: rows.length });
    // No reading of the list again first: the API pays only what is still pending or failed
    // and says why it skipped the rest.
    const outcome = await processAllPayments(rows, {
      onProgress: (done, total) => setProgress({ done, total }),
      notices: { notify: flags.sendNotifications, attach_receipts: flags.attachReceipts },
    });
    setResult({ outcome, flags });
    // Paid in many requests, not one mutation: the payments' History is read again here.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditEventsKeys.all }),
    ]);
  };

  // A run in progress must finish: closing would leave the person not knowing what was paid.
  const close = () => {
    if (!running) onClose();
  };

  return (
    <Dialog open title="Confirm Bulk Payment Processing" onClose={close}>
      {result ? (
        <>
          <BulkPaymentSummary outcome={result.outcome} flags={result.flags} />
          <div className="payment-dialog__actions">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <QueryState
          isLoading={candidates.isLoading}
          error={candidates.error}
          loadingText="Loading ..."
          errorText="Failed to fetch payments"
        >
          <BulkPaymentOverview figures={figures} balance={balance.data} balanceLoading={balance.isLoading} />
          <Form<BulkFlags> initialValues={{ sendNotifications: true, attachReceipts: false }} onSubmit={confirm}>
            <CheckboxField
              name="sendNotifications"
              label="Send payment notifications to all recipients via email/SMS"
              disabled={running}
            />
            <CheckboxField name="attachReceipts" label="Attach payment receipts to notifications" disabled={running} />
            {progress && (
              <div>
                <progress
                  className="payment-dialog__progress"
                  max={progress.total}
                  value={progress.done}
                  aria-label="Payments processed"
                />
                <p
                  className="payment-dialog__text"
                  role="status"
                >{`Processing payments: ${formatNumber(progress.done)} of ${formatNumber(progress.total)} done`}</p>
              </div>
            )}
            <FormActions>
              <Button variant="secondary" onClick={close} disabled={running}>
                Cancel
              </Button>
              <SubmitButton disabled={figures.payments === 0}>Yes, Process All Payments</SubmitButton>
            </FormActions>
          </Form>
        </QueryState>
      )}
    </Dialog>
  );
}
