import { type FakeHandler, fields, jsonResponse, type ListSpec, recordingFakeApi, type RecordingFakeApi, serveList } from '@maziwa/api-client/testing';
import type { CompletedPaymentRow, PendingPaymentRow } from '@maziwa/contracts';
import { fakeProcessPayments } from './fake-bulk-payments';
import { fakePayoutAccount } from './fake-payout-account';
import { testPayments, type FakePayment } from './fixtures';

export interface FakePayrollApiOptions {
  payments?: FakePayment[];
  /** Top-ups of the payout account so far, KSh. Default: enough for a balance of 450,000.5. */
  toppedUp?: number[];
}

/** The recording fake (bodies of "PUT /payments/pay-1", "POST /payments/process"; handler...) and the payments. */
export interface FakePayrollApi extends RecordingFakeApi {
  /** Every PUT /payments/{id} so far, as the ids, oldest first. */
  puts(): string[];
  /** The payments as the fake holds them now. */
  payments(): FakePayment[];
  /** Someone else completes a payment (another clerk, another tab). */
  complete(id: string, reference?: string): void;
  /** Someone else starts paying a payment out: it is in progress. */
  startPayout(id: string): void;
  /** The payment is gone (deleted meanwhile): the API no longer finds it. */
  remove(id: string): void;
  /** Someone else tops up the payout account, KSh. */
  topUp(amount: number): void;
}

const toPendingRow = (p: FakePayment): PendingPaymentRow => {
  // The pending report never lists a completed payment.
  if (p.payment_status === 'completed') throw new Error(`${p.id} is completed, not pending`);
  return {
    id: p.id,
    farmer_name: p.farmer_name,
    member_number: p.member_number,
    fatContent: p.amount_due,
    due_date: p.due_date,
    payment_method: p.payment_method,
    payment_status: p.payment_status,
  };
};

const toCompletedRow = (p: FakePayment): CompletedPaymentRow => ({
  id: p.id,
  payment_date: (p.paid_at ?? '').slice(0, 10),
  farmer_name: p.farmer_name,
  member_id: p.member_number,
  amount_paid: p.amount_paid ?? 0,
  payment_method: p.payment_method,
  transaction_reference: p.transaction_reference ?? '',
  payment_status: 'completed',
});

/** As the API serves GET /reports/pending-payments (deploy/api/src/reports/pending-payments.ts). */
const pendingSpec: ListSpec<PendingPaymentRow> = {
  search: (row) => [row.farmer_name, row.member_number],
  sort: fields<PendingPaymentRow>('farmer_name', 'member_number', 'fatContent', 'due_date', 'payment_method', 'payment_status'),
  date: (row) => row.due_date,
  status: (row) => row.payment_status,
  csv: fields<PendingPaymentRow>('farmer_name', 'member_number', 'fatContent', 'due_date', 'payment_method', 'payment_status'),
};

/** As the API serves GET /reports/completed-payments (deploy/api/src/reports/completed-payments.ts). */
const completedSpec: ListSpec<CompletedPaymentRow> = {
  search: (row) => [row.farmer_name, row.member_id, row.transaction_reference],
  sort: fields<CompletedPaymentRow>('payment_date', 'farmer_name', 'member_id', 'amount_paid', 'payment_method', 'transaction_reference'),
  date: (row) => row.payment_date,
  csv: fields<CompletedPaymentRow>('payment_date', 'farmer_name', 'member_id', 'amount_paid', 'payment_method', 'transaction_reference', 'payment_status'),
};

/** Top-ups of the default fake: less the 20,300 paid in testPayments, a balance of 450,000.5. */
const TEST_TOPPED_UP = 470300.5;

const PENDING_STATUSES = ['pending', 'delayed', 'in_progress', 'failed'];

const fieldError = (status: number, field: string, problem: string) =>
  jsonResponse({ statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message: `${field} ${problem}`, fields: { [field]: problem } }, status);

/**
 * A small in-memory payroll API behind the fake fetch: the pending and completed payment
 * reports (the issue 3 list query) over one set of payments, PUT /payments/{id} with
 * the API's rules (a completed payment is final: 409; completing needs a unique
 * transaction reference) and POST /payments/process (bulk, see fakeProcessPayments), so a
 * processed payment leaves the pending list and shows among the completed ones, and the
 * payout account (GET /payments/balance, POST /account-top-ups) over the same payments, so
 * paying lowers the balance.
 *
 * @example
 * const api = installFakePayrollApi();
 * afterEach(() => api.restore());
 */
export function installFakePayrollApi(options: FakePayrollApiOptions = {}): FakePayrollApi {
  const payments = (options.payments ?? testPayments).map((payment) => ({ ...payment }));
  const puts: string[] = [];
  const { api, record } = recordingFakeApi();
  const account = fakePayoutAccount(() => payments, options.toppedUp ?? [TEST_TOPPED_UP], record);

  const update = (payment: FakePayment): FakeHandler => async (req) => {
    const body = await req.json();
    record(`PUT /payments/${payment.id}`, body);
    puts.push(payment.id);
    if (payment.payment_status === 'completed') {
      return jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This payment is already completed' }, 409);
    }
    if (body.status === 'completed' && !body.transaction_reference) {
      return fieldError(400, 'transaction_reference', 'is required to complete a payment');
    }
    if (body.transaction_reference && payments.some((p) => p.transaction_reference === body.transaction_reference)) {
      return fieldError(409, 'transaction_reference', 'is already used by another payment');
    }
    Object.assign(payment, {
      payment_method: body.payment_method ?? payment.payment_method,
      payment_status: body.status ?? payment.payment_status,
      paid_at: body.paid_at ?? payment.paid_at,
      amount_paid: body.amount_paid ?? payment.amount_paid,
      transaction_reference: body.transaction_reference ?? payment.transaction_reference,
    });
    return { ...payment, status: payment.payment_status, amount_due: payment.amount_due };
  };

  const find = (id: string) => {
    const payment = payments.find((p) => p.id === id);
    if (!payment) throw new Error(`The fake has no payment ${id}`);
    return payment;
  };

  api.on({
    'GET /reports/pending-payments': (req) => {
      const status = req.query.get('status');
      if (status && !PENDING_STATUSES.includes(status)) {
        return fieldError(400, 'status', `must be one of ${PENDING_STATUSES.join(', ')}`);
      }
      const rows = payments.filter((p) => p.payment_status !== 'completed').map(toPendingRow);
      return serveList(rows, req.query, pendingSpec);
    },
    'GET /reports/completed-payments': (req) => {
      // The report takes no status (every row is completed): like the API, refuse one.
      if (req.query.has('status')) return fieldError(400, 'status', 'is not a parameter of this report');
      const rows = payments
        .filter((p) => p.payment_status === 'completed')
        .map(toCompletedRow)
        .sort((a, b) => b.payment_date.localeCompare(a.payment_date));
      return serveList(rows, req.query, completedSpec);
    },
    ...Object.fromEntries(payments.map((payment) => [`PUT /payments/${payment.id}`, update(payment)])),
    'POST /payments/process': fakeProcessPayments(() => payments, record),
    ...account.handlers,
  });

  return {
    ...api,
    puts: () => puts,
    payments: () => payments,
    complete(id, reference = `ELSEWHERE-${id}`) {
      const payment = find(id);
      Object.assign(payment, { payment_status: 'completed', paid_at: new Date().toISOString(), amount_paid: payment.amount_due, transaction_reference: reference });
    },
    startPayout: (id) => void (find(id).payment_status = 'in_progress'),
    remove: (id) => void payments.splice(payments.indexOf(find(id)), 1),
    topUp: account.topUp,
  };
}
