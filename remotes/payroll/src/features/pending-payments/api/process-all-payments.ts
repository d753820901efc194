import { errorMessage, request } from '@maziwa/api-client';
import type { Id, PendingPaymentRow, ProcessedPayments, ProcessPaymentsRequest } from '@maziwa/contracts';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** The most ids POST /payments/process takes in one request (the API answers 400 beyond). */
export const MAX_PAYMENTS_PER_REQUEST = 1000;

/**
 * Why the API did not pay a payment: completed before or meanwhile, being paid out, a draft
 * (its pay run not approved), the balance did not cover it, or not found.
 */
export type SkipReason = ProcessedPayments['skipped'][number]['reason'];

export interface BulkOutcome {
  paid: PendingPaymentRow[];
  /** KSh the API paid, as it answered (the amounts due when paid, not as the list showed them). */
  amountPaid: number;
  /**
   * Mobile-money payments handed to M-Pesa: In Progress until Safaricom answers, then
   * completed with the M-Pesa receipt or back to pending with the reason.
   */
  sentToMpesa: PendingPaymentRow[];
  /** KSh handed to M-Pesa (whole shillings: the cents stay owing). */
  amountSentToMpesa: number;
  /** Not paid by this run, and never paid twice; `detail` says why M-Pesa cannot pay one. */
  skipped: { row: PendingPaymentRow; reason: SkipReason; detail?: string }[];
  /** Left as they were: the request of their batch failed. Retrying is safe. */
  failed: { row: PendingPaymentRow; reason: string }[];
}

export interface ProcessAllOptions {
  /** After each batch: how many rows are done of how many. */
  onProgress?(done: number, total: number): void;
  /** The dialog's checkboxes: the payment SMS (the API's default: yes) and the payslip e-mail (default: no). */
  notices?: Pick<ProcessPaymentsRequest, 'notify' | 'attach_receipts'>;
}

/**
 * POST /payments/process: the API pays what is outstanding on the pending, failed and
 * partially paid payments among the ids, in the order given while the balance covers them,
 * and says why it skipped the others. The Idempotency-Key makes a batch sent again (a retry
 * after a lost answer) answer as the first time instead of paying twice.
 */
export function processPayments(body: ProcessPaymentsRequest, idempotencyKey: string): Promise<ProcessedPayments> {
  return request.post<ProcessedPayments>('payments/process', body, { 'Idempotency-Key': idempotencyKey });
}

/**
 * Pays the rows in batches of at most MAX_PAYMENTS_PER_REQUEST ids, one batch after another
 * so progress means something and the API is not flooded. A failed batch marks its rows
 * failed and the run goes on with the next one. The API's clock sets paid_at.
 */
export async function processAllPayments(
  rows: PendingPaymentRow[],
  { onProgress, notices = {} }: ProcessAllOptions = {},
): Promise<BulkOutcome> {
  // A row listed twice (the list moved while it was read page by page) is one payment.
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const outcome: BulkOutcome = {
    paid: [],
    amountPaid: 0,
    sentToMpesa: [],
    amountSentToMpesa: 0,
    skipped: [],
    failed: [],
  };
  let paidCents = 0;
  let sentCents = 0;
  for (let start = 0; start < unique.length; start += MAX_PAYMENTS_PER_REQUEST) {
    const batch = unique.slice(start, start + MAX_PAYMENTS_PER_REQUEST);
    try {
      // One key per batch: each batch is its own payout call.
      const answer = await processPayments({ ids: batch.map((row) => row.id), ...notices }, newIdempotencyKey());
      paidCents += Math.round(answer.amount_paid * 100);
      sentCents += Math.round(answer.amount_sent_to_mpesa * 100);
      recordAnswer(batch, answer, outcome);
    } catch (error) {
      const reason = errorMessage(error);
      outcome.failed.push(...batch.map((row) => ({ row, reason })));
    }
    onProgress?.(start + batch.length, unique.length);
  }
  return { ...outcome, amountPaid: paidCents / 100, amountSentToMpesa: sentCents / 100 };
}

/** Puts each row of a batch where the API's answer says it belongs. */
function recordAnswer(batch: PendingPaymentRow[], answer: ProcessedPayments, outcome: BulkOutcome): void {
  const paid = new Set<Id>(answer.paid.map((payment) => payment.id));
  const sent = new Set<Id>(answer.sent_to_mpesa.map((payment) => payment.id));
  const skipped = new Map(answer.skipped.map((payment) => [payment.id, payment]));
  for (const row of batch) {
    const skip = skipped.get(row.id);
    if (paid.has(row.id)) outcome.paid.push(row);
    else if (sent.has(row.id)) outcome.sentToMpesa.push(row);
    else if (skip) outcome.skipped.push({ row, reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) });
    // Not expected from the API; counted as failed so every row is accounted for.
    else outcome.failed.push({ row, reason: 'The server did not say whether it was paid' });
  }
}
