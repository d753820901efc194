import { jsonResponse, type FakeHandler } from '@maziwa/api-client/testing';
import type { AccountTopUp, AccountTopUpCreate, PayoutBalance } from '@maziwa/contracts';
import { outstandingOf, type FakeReversal } from './fake-ledger';
import { TEST_ORG_ID, type FakePayment } from './fixtures';

const cents = (value: number) => Math.round(value * 100) / 100;
const sum = (amounts: number[]) => cents(amounts.reduce((total, amount) => total + amount, 0));

const fieldError = (field: string, problem: string) =>
  jsonResponse(
    { statusCode: 400, error: 'Bad Request', message: `${field} ${problem}`, fields: { [field]: problem } },
    400,
  );

/** The API's checks of POST /account-top-ups (deploy/api/src/payments/account-top-ups.ts). */
function refusal(body: AccountTopUpCreate): Response | null {
  if (typeof body.amount !== 'number' || !(body.amount > 0)) return fieldError('amount', 'must be > 0');
  if (body.amount > 1_000_000_000) return fieldError('amount', 'must be <= 1000000000');
  if (body.reference !== undefined && body.reference.length < 1)
    return fieldError('reference', 'must NOT have fewer than 1 characters');
  if (body.reference !== undefined && body.reference.length > 100)
    return fieldError('reference', 'must NOT have more than 100 characters');
  return null;
}

/** Still to pay: in Pending Payments (a draft is not owed yet). */
const isOpen = (p: FakePayment) => p.payment_status !== 'completed' && p.payment_status !== 'draft';

/**
 * The payout account as the API keeps it: GET /payments/balance adds up the top-ups less
 * the payouts (every amount paid, in full or in part, with reversals counting back), and
 * what is outstanding on the open payments, due and overdue (`delayed`); POST
 * /account-top-ups records a top-up after the API's checks.
 */
export function fakePayoutAccount(
  payments: () => FakePayment[],
  reversals: () => FakeReversal[],
  toppedUp: number[],
  record: (key: string, body: unknown) => void,
  allowOverdraft = false,
) {
  const topUps: AccountTopUp[] = [];
  const add = (amount: number, organization_id = TEST_ORG_ID, reference: string | null = null): AccountTopUp => {
    const topUp = {
      id: `top-up-${topUps.length + 1}`,
      organization_id,
      amount: cents(amount),
      reference,
      topped_up_by: 'user-admin',
      created_at: new Date().toISOString(),
    };
    topUps.push(topUp);
    return topUp;
  };
  toppedUp.forEach((amount) => add(amount));

  const balance = (orgId: string): PayoutBalance => {
    const open = payments().filter(isOpen);
    const overdue = open.filter((p) => p.payment_status === 'delayed');
    const topped_up = sum(topUps.filter((t) => t.organization_id === orgId).map((t) => t.amount));
    const paid_out = sum([...payments().map((p) => p.amount_paid ?? 0), ...reversals().map((r) => r.amount)]);
    return {
      organization_id: orgId,
      balance: cents(topped_up - paid_out),
      topped_up,
      paid_out,
      in_flight: 0,
      total_due: sum(open.map(outstandingOf)),
      due_count: open.length,
      total_overdue: sum(overdue.map(outstandingOf)),
      overdue_count: overdue.length,
      allow_overdraft: allowOverdraft,
    };
  };

  const handlers: Record<string, FakeHandler> = {
    'GET /payments/balance': (req) => balance(req.query.get('org_id') ?? TEST_ORG_ID),
    'POST /account-top-ups': async (req) => {
      const body = (await req.json()) as AccountTopUpCreate;
      record('POST /account-top-ups', body);
      const refused = refusal(body);
      if (refused) return refused;
      return jsonResponse(add(body.amount, body.organization_id, body.reference?.trim() || null), 201);
    },
  };
  return { handlers, topUp: (amount: number) => void add(amount), balance: () => balance(TEST_ORG_ID).balance };
}
