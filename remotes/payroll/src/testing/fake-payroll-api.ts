import {
  fields,
  jsonResponse,
  type ListSpec,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import type { CompletedPaymentRow, PendingPaymentRow, ResponseOf, RowOf } from '@maziwa/contracts';
import { fakeProcessPayments } from './fake-bulk-payments';
import { fakeLedger, outstandingOf, type FakeReversal } from './fake-ledger';
import { fakePayRuns } from './fake-pay-runs';
import { fakePayoutAccount } from './fake-payout-account';
import { testPayments, type FakePayment } from './fixtures';
import { testPayRuns, testRunPayments } from './pay-run-fixtures';

type PayRun = ResponseOf<'/pay-runs/{id}', 'get'>;
type RunPayment = RowOf<'/payments'>;

export interface FakePayrollApiOptions {
  payments?: FakePayment[];
  /** Top-ups of the payout account so far, KSh. Default: enough for a balance of 450,000.5. */
  toppedUp?: number[];
  /** The organisation lets payouts take the balance below zero. Default false. */
  allowOverdraft?: boolean;
  /** Pay runs (GET /pay-runs). Default testPayRuns: a draft computed by a finance officer, an approved half month. */
  payRuns?: PayRun[];
  /** The runs' payments as GET /payments lists them. Default testRunPayments. */
  runPayments?: RunPayment[];
  /** Who the API takes the caller to be (approving one's own run is refused). Default the signed-in admin. */
  callerId?: string;
}

/** The recording fake (bodies of "POST /payments/pay-1/process", "POST /payments/process"; handler...) and the payments. */
export interface FakePayrollApi extends RecordingFakeApi {
  /** The ids of every POST /payments/{id}/process so far, oldest first. */
  payouts(): string[];
  /** Idempotency-Keys sent with the payout calls (process, bulk, reverse), oldest first. */
  idempotencyKeys(): string[];
  /** The payments as the fake holds them now. */
  payments(): FakePayment[];
  /** Reversals recorded so far. */
  reversals(): FakeReversal[];
  /** Someone else completes a payment (another clerk, another tab). */
  complete(id: string, reference?: string): void;
  /** Someone else starts paying a payment out: it is in progress. */
  startPayout(id: string): void;
  /** The payment is gone (deleted meanwhile): the API no longer finds it. */
  remove(id: string): void;
  /** Someone else tops up the payout account, KSh. */
  topUp(amount: number): void;
  /** The pay runs as the fake holds them now. */
  payRuns(): PayRun[];
  /** The pay runs' payments as the fake holds them now. */
  runPayments(): RunPayment[];
}

const toPendingRow = (p: FakePayment): PendingPaymentRow => {
  // The pending report never lists a completed payment, nor a draft.
  if (p.payment_status === 'completed' || p.payment_status === 'draft')
    throw new Error(`${p.id} is ${p.payment_status}, not pending`);
  return {
    id: p.id,
    farmer_name: p.farmer_name,
    member_number: p.member_number,
    fatContent: p.amount_due,
    amount_paid: p.amount_paid ?? 0,
    amount_outstanding: outstandingOf(p),
    due_date: p.due_date,
    payment_method: p.payment_method,
    payment_status: p.payment_status,
    payout_failure: p.payout_failure ?? null,
  };
};

const toCompletedRow = (p: FakePayment, reversed: boolean): CompletedPaymentRow => ({
  id: p.id,
  entry: 'payment',
  payment_id: p.id,
  payment_date: (p.paid_at ?? '').slice(0, 10),
  farmer_name: p.farmer_name,
  member_id: p.member_number,
  amount_paid: p.amount_paid ?? 0,
  payment_method: p.payment_method,
  transaction_reference: p.transaction_reference ?? '',
  payment_status: 'completed',
  reversed,
});

const toReversalRow = (r: FakeReversal, p: FakePayment): CompletedPaymentRow => ({
  ...toCompletedRow(p, true),
  id: r.id,
  entry: 'reversal',
  payment_date: r.paid_at.slice(0, 10),
  amount_paid: r.amount,
  transaction_reference: r.transaction_reference,
  payment_status: 'reversed',
});

/** As the API serves GET /reports/pending-payments (deploy/api/src/reports/pending-payments.ts). */
const pendingSpec: ListSpec<PendingPaymentRow> = {
  search: (row) => [row.farmer_name, row.member_number],
  sort: fields<PendingPaymentRow>(
    'farmer_name',
    'member_number',
    'fatContent',
    'amount_paid',
    'amount_outstanding',
    'due_date',
    'payment_method',
    'payment_status',
  ),
  date: (row) => row.due_date,
  status: (row) => row.payment_status,
  csv: fields<PendingPaymentRow>(
    'farmer_name',
    'member_number',
    'fatContent',
    'amount_paid',
    'amount_outstanding',
    'due_date',
    'payment_method',
    'payment_status',
  ),
};

/** As the API serves GET /reports/completed-payments (deploy/api/src/reports/completed-payments.ts). */
const completedSpec: ListSpec<CompletedPaymentRow> = {
  search: (row) => [row.farmer_name, row.member_id, row.transaction_reference],
  sort: fields<CompletedPaymentRow>(
    'payment_date',
    'farmer_name',
    'member_id',
    'amount_paid',
    'payment_method',
    'transaction_reference',
  ),
  date: (row) => row.payment_date,
  filter: fields<CompletedPaymentRow>('entry', 'payment_id'),
  csv: fields<CompletedPaymentRow>(
    'payment_date',
    'farmer_name',
    'member_id',
    'amount_paid',
    'payment_method',
    'transaction_reference',
    'payment_status',
  ),
};

/** Top-ups of the default fake: less the 20,300 paid in testPayments, a balance of 450,000.5. */
const TEST_TOPPED_UP = 470300.5;

const PENDING_STATUSES = ['pending', 'delayed', 'in_progress', 'partially_paid', 'failed'];

const fieldError = (status: number, field: string, problem: string) =>
  jsonResponse(
    {
      statusCode: status,
      error: status === 409 ? 'Conflict' : 'Bad Request',
      message: `${field} ${problem}`,
      fields: { [field]: problem },
    },
    status,
  );

/**
 * A small in-memory payroll API behind the fake fetch: the pending and completed payment
 * reports (the issue 3 list query) over one set of payments and their reversals, the ledger
 * (POST /payments/{id}/process in full or in part, POST /payments/{id}/reverse, bulk POST
 * /payments/process, each with the API's rules and Idempotency-Key), so a processed payment
 * leaves the pending list (or shows what is paid of it) and shows among the completed ones;
 * the payout account (GET /payments/balance, POST /account-top-ups) over the same payments,
 * so paying lowers the balance; and the pay runs (see fakePayRuns).
 *
 * @example
 * const api = installFakePayrollApi();
 * afterEach(() => api.restore());
 */
export function installFakePayrollApi(options: FakePayrollApiOptions = {}): FakePayrollApi {
  const payments = (options.payments ?? testPayments).map((payment) => ({ ...payment }));
  const reversals: FakeReversal[] = [];
  const keys: string[] = [];
  const { api, record } = recordingFakeApi();
  const allowOverdraft = () => options.allowOverdraft ?? false;
  const account = fakePayoutAccount(
    () => payments,
    () => reversals,
    options.toppedUp ?? [TEST_TOPPED_UP],
    record,
    allowOverdraft(),
  );
  const ledger = fakeLedger({
    payments,
    reversals,
    balance: account.balance,
    allowOverdraft,
    record,
    keys,
    on: (more) => api.on(more),
  });
  const payRuns = (options.payRuns ?? testPayRuns).map((run) => ({ ...run }));
  const runPayments = (options.runPayments ?? testRunPayments).map((payment) => ({ ...payment }));
  const runs = fakePayRuns({
    runs: payRuns,
    payments: runPayments,
    callerId: options.callerId,
    record,
    on: (more) => api.on(more),
  });
  const byId = (id: string) => payments.find((p) => p.id === id);

  const find = (id: string) => {
    const payment = byId(id);
    if (!payment) throw new Error(`The fake has no payment ${id}`);
    return payment;
  };

  api.on({
    'GET /reports/pending-payments': (req) => {
      const status = req.query.get('status');
      if (status && !PENDING_STATUSES.includes(status)) {
        return fieldError(400, 'status', `must be one of ${PENDING_STATUSES.join(', ')}`);
      }
      const rows = payments
        .filter((p) => p.payment_status !== 'completed' && p.payment_status !== 'draft')
        .map(toPendingRow);
      return serveList(rows, req.query, pendingSpec);
    },
    'GET /reports/completed-payments': (req) => {
      // The report takes no status (every row is completed or a reversal): like the API, refuse one.
      if (req.query.has('status')) return fieldError(400, 'status', 'is not a parameter of this report');
      const rows = [
        ...payments
          .filter((p) => p.payment_status === 'completed')
          .map((p) =>
            toCompletedRow(
              p,
              reversals.some((r) => r.payment_id === p.id),
            ),
          ),
        ...reversals.map((r) => toReversalRow(r, find(r.payment_id))),
      ].sort((a, b) => b.payment_date.localeCompare(a.payment_date));
      return serveList(rows, req.query, completedSpec);
    },
    ...ledger.handlers,
    'POST /payments/process': fakeProcessPayments({
      payments: () => payments,
      balance: account.balance,
      allowOverdraft,
      record,
      keys,
    }),
    ...account.handlers,
    ...runs.handlers,
  });

  const processCalls = /^POST \/payments\/(.+)\/process$/;
  return {
    ...api,
    payouts: () => api.calls.flatMap((call) => processCalls.exec(call)?.slice(1) ?? []),
    idempotencyKeys: () => keys,
    payments: () => payments,
    reversals: () => reversals,
    complete(id, reference = `ELSEWHERE-${id}`) {
      const payment = find(id);
      Object.assign(payment, {
        payment_status: 'completed',
        paid_at: new Date().toISOString(),
        amount_paid: payment.amount_due,
        transaction_reference: reference,
      });
    },
    startPayout: (id) => void (find(id).payment_status = 'in_progress'),
    remove: (id) => void payments.splice(payments.indexOf(find(id)), 1),
    topUp: account.topUp,
    payRuns: () => payRuns,
    runPayments: () => runPayments,
  };
}
