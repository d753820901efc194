import { buildPersonLink, type PersonLink } from '@maziwa/api-client/testing';
import type { ResponseOf, RowOf } from '@maziwa/contracts';
import { TEST_ORG_ID } from './fixtures';

type PayRun = ResponseOf<'/pay-runs/{id}', 'get'>;
type RunPayment = RowOf<'/payments'>;

/** Who computed the test runs: a finance officer, so the signed-in admin may approve them. */
export const FINANCE_OFFICER = { id: 'user-finance', name: 'Grace Njeri' };

/** A pay run as GET /pay-runs/{id} answers it: a draft of March 2026 unless told. */
export function buildPayRun(overrides: Partial<PayRun> & Pick<PayRun, 'id'>): PayRun {
  return {
    organization_id: TEST_ORG_ID,
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    status: 'draft',
    computed_by: FINANCE_OFFICER.id,
    computed_by_name: FINANCE_OFFICER.name,
    computed_at: '2026-04-01T06:00:00.000Z',
    approved_by: null,
    approved_by_name: null,
    approved_at: null,
    farmers: 2,
    litres: 1250.5,
    gross_amount: 62525,
    adjustments: 300,
    deductions: 4500,
    net_amount: 58325,
    paid_amount: 0,
    payments_count: 2,
    payments_completed: 0,
    ...overrides,
  };
}

/** Farmers of the test runs: their Producer links, with their people. */
export const RUN_FARMERS: PersonLink[] = [
  buildPersonLink('producer-1', 'role-producer', 'MEM-001', {
    id: 'user-f1',
    first_name: 'Jane',
    last_name: 'Wanjiru',
  }),
  buildPersonLink('producer-2', 'role-producer', 'MEM-002', { id: 'user-f2', first_name: 'Samuel', last_name: 'Ouma' }),
];

/** A payment of a pay run as GET /payments answers it, its farmer named from RUN_FARMERS. */
export function buildRunPayment(
  overrides: Partial<RunPayment> & Pick<RunPayment, 'id' | 'pay_run_id' | 'producer_id'>,
): RunPayment {
  const farmer = RUN_FARMERS.find((link) => link.id === overrides.producer_id);
  const payment: RunPayment = {
    organization_id: TEST_ORG_ID,
    farmer_name: farmer?.user ? `${farmer.user.first_name} ${farmer.user.last_name}` : '',
    member_number: farmer?.member_id ?? '',
    replaces_id: null,
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    litres: 600,
    rate_per_litre: 50,
    gross_amount: 30000,
    adjustments: 0,
    deductions: 0,
    amount_due: 30000,
    amount_outstanding: 30000,
    due_date: '2026-04-10',
    payment_method: 'mobile_money',
    status: 'draft',
    paid_at: null,
    amount_paid: null,
    transaction_reference: null,
    payout_failure: null,
    ...overrides,
  };
  return payment;
}

/** Two runs: March 2026 a draft of two payments, the first half of February approved. */
export const testPayRuns: PayRun[] = [
  buildPayRun({ id: 'run-1' }),
  buildPayRun({
    id: 'run-0',
    period_start: '2026-02-01',
    period_end: '2026-02-15',
    status: 'approved',
    computed_at: '2026-02-16T06:00:00.000Z',
    approved_by: 'user-admin',
    approved_by_name: 'Wanjiku Kamau',
    approved_at: '2026-02-16T09:30:00.000Z',
    farmers: 1,
    litres: 300,
    gross_amount: 15000,
    adjustments: -150,
    deductions: 0,
    net_amount: 14850,
    payments_count: 1,
  }),
];

export const testRunPayments: RunPayment[] = [
  buildRunPayment({
    id: 'run-1-pay-1',
    pay_run_id: 'run-1',
    producer_id: 'producer-1',
    litres: 650.5,
    gross_amount: 32525,
    adjustments: 300,
    deductions: 4500,
    amount_due: 28325,
    amount_outstanding: 28325,
  }),
  buildRunPayment({ id: 'run-1-pay-2', pay_run_id: 'run-1', producer_id: 'producer-2' }),
  buildRunPayment({
    id: 'run-0-pay-1',
    pay_run_id: 'run-0',
    producer_id: 'producer-2',
    period_start: '2026-02-01',
    period_end: '2026-02-15',
    litres: 300,
    gross_amount: 15000,
    adjustments: -150,
    amount_due: 14850,
    amount_outstanding: 14850,
    status: 'pending',
  }),
];
