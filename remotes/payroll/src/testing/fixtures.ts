import type { PaymentMethod, PaymentStatus } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

/** The year the month filter asks about (the filter bar uses this year). */
export const THIS_YEAR = new Date().getFullYear();

/**
 * A payment as the fake API holds it: what both payment reports show of it. `payment_status`
 * is the status as the reports show it (`delayed` for a pending payment past due);
 * `amount_paid` is what its payouts moved (less than due while partially paid).
 */
export interface FakePayment {
  id: string;
  farmer_name: string;
  member_number: string;
  amount_due: number;
  due_date: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | 'delayed';
  paid_at: string | null;
  amount_paid: number | null;
  transaction_reference: string | null;
  /** The reversed payment this one pays again. */
  replaces_id?: string | null;
  /** Why its last M-Pesa payout failed. */
  payout_failure?: string | null;
}

export function buildPayment(overrides: Partial<FakePayment> & Pick<FakePayment, 'id'>): FakePayment {
  return {
    farmer_name: 'Farmer Name',
    member_number: `MEM-${overrides.id}`,
    amount_due: 1000,
    due_date: `${THIS_YEAR + 1}-01-10`,
    payment_method: 'mobile_money',
    payment_status: 'pending',
    paid_at: null,
    amount_paid: null,
    transaction_reference: null,
    ...overrides,
  };
}

type Farmer = Pick<FakePayment, 'farmer_name' | 'member_number'>;
const SAMUEL: Farmer = { farmer_name: 'Samuel Ouma', member_number: 'MEM-002' };
const JANE: Farmer = { farmer_name: 'Jane Wanjiru', member_number: 'MEM-001' };
const AKINYI: Farmer = { farmer_name: 'Akinyi Odhiambo', member_number: 'MEM-003' };
const PETER: Farmer = { farmer_name: 'Peter Kamau', member_number: 'MEM-004' };

/** One line of the table below: who, how much, due when, paid how, and its status. */
const owed = (
  id: string,
  farmer: Farmer,
  amount_due: number,
  due_date: string,
  payment_method: FakePayment['payment_method'],
  payment_status: FakePayment['payment_status'],
) => buildPayment({ id, ...farmer, amount_due, due_date, payment_method, payment_status });

/** A payment paid in full: completed, its whole amount moved at `paid_at` under `transaction_reference`. */
const paidInFull = (payment: FakePayment, paid_at: string, transaction_reference: string): FakePayment => ({
  ...payment,
  payment_status: 'completed',
  paid_at,
  amount_paid: payment.amount_due,
  transaction_reference,
});

/**
 * Three payments still to pay (one overdue, one being paid out) and two made; Jane has two
 * periods outstanding. In the pending report's order (earliest due first).
 */
export const testPayments: FakePayment[] = [
  owed('pay-1', SAMUEL, 4000, `${THIS_YEAR}-01-15`, 'bank_transfer', 'delayed'),
  owed('pay-2', JANE, 5200.5, `${THIS_YEAR}-02-10`, 'mobile_money', 'pending'),
  owed('pay-3', JANE, 3300, `${THIS_YEAR + 1}-01-10`, 'cash', 'in_progress'),
  paidInFull(
    owed('pay-4', AKINYI, 7800, `${THIS_YEAR}-01-10`, 'mobile_money', 'completed'),
    `${THIS_YEAR}-01-08T09:30:00.000Z`,
    'QJK4H7Y2TZ',
  ),
  paidInFull(
    owed('pay-5', PETER, 12500, `${THIS_YEAR}-02-10`, 'bank_transfer', 'completed'),
    `${THIS_YEAR}-02-05T12:00:00.000Z`,
    'FT26036XK91',
  ),
];
