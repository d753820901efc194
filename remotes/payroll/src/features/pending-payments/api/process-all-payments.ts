import { errorMessage } from '@maziwa/api-client';
import type { Id, PendingPaymentRow } from '@maziwa/contracts';
import { generateReference } from '../components/transaction-reference';
import { isAlreadyCompleted, processPayment } from './process-payment';

export interface BulkOutcome {
  paid: PendingPaymentRow[];
  /** Completed or being paid by the time their turn came: not paid again. */
  skipped: PendingPaymentRow[];
  failed: { row: PendingPaymentRow; reason: string }[];
}

export interface ProcessAllOptions {
  /** Ids still waiting to be paid, read again just before the run; others are skipped. */
  stillPending: ReadonlySet<Id>;
  /** After each payment: how many are done of how many. */
  onProgress?(done: number, total: number): void;
  now?: () => Date;
}

/**
 * Pays the rows one after another (PUT /payments/{id} each, completed with the amount due,
 * the row's method and a reference made up for the run). A row no longer pending is
 * skipped without a request, and the API's 409 for a payment completed meanwhile counts
 * as skipped too: running it twice never pays twice. One failure does not stop the rest.
 */
export async function processAllPayments(rows: PendingPaymentRow[], { stillPending, onProgress, now = () => new Date() }: ProcessAllOptions): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { paid: [], skipped: [], failed: [] };
  const seen = new Set<Id>();
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.id) || !stillPending.has(row.id)) {
      outcome.skipped.push(row);
    } else {
      seen.add(row.id);
      const time = now();
      try {
        await processPayment(row.id, {
          status: 'completed',
          amount_paid: row.fatContent,
          payment_method: row.payment_method,
          paid_at: time.toISOString(),
          transaction_reference: generateReference('BULK', time),
        });
        outcome.paid.push(row);
      } catch (error) {
        if (isAlreadyCompleted(error)) outcome.skipped.push(row);
        else outcome.failed.push({ row, reason: errorMessage(error) });
      }
    }
    onProgress?.(index + 1, rows.length);
  }
  return outcome;
}
