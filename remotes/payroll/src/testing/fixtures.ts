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

/**
 * Three payments still to pay (one overdue, one being paid out) and two made; Jane has two
 * periods outstanding. In the pending report's order (earliest due first).
 */
export const testPayments: FakePayment[] = [
  buildPayment({
    id: 'pay-1',
    farmer_name: 'Samuel Ouma',
    member_number: 'MEM-002',
    amount_due: 4000,
    due_date: `${THIS_YEAR}-01-15`,
    payment_method: 'bank_transfer',
    payment_status: 'delayed',
  }),
  buildPayment({
    id: 'pay-2',
    farmer_name: 'Jane Wanjiru',
    member_number: 'MEM-001',
    amount_due: 5200.5,
    due_date: `${THIS_YEAR}-02-10`,
    payment_method: 'mobile_money',
    payment_status: 'pending',
  }),
  buildPayment({
    id: 'pay-3',
    farmer_name: 'Jane Wanjiru',
    member_number: 'MEM-001',
    amount_due: 3300,
    due_date: `${THIS_YEAR + 1}-01-10`,
    payment_method: 'cash',
    payment_status: 'in_progress',
  }),
  buildPayment({
    id: 'pay-4',
    farmer_name: 'Akinyi Odhiambo',
    member_number: 'MEM-003',
    amount_due: 7800,
    due_date: `${THIS_YEAR}-01-10`,
    payment_method: 'mobile_money',
    payment_status: 'completed',
    paid_at: `${THIS_YEAR}-01-08T09:30:00.000Z`,
    amount_paid: 7800,
    transaction_reference: 'QJK4H7Y2TZ',
  }),
  buildPayment({
    id: 'pay-5',
    farmer_name: 'Peter Kamau',
    member_number: 'MEM-004',
    amount_due: 12500,
    due_date: `${THIS_YEAR}-02-10`,
    payment_method: 'bank_transfer',
    payment_status: 'completed',
    paid_at: `${THIS_YEAR}-02-05T12:00:00.000Z`,
    amount_paid: 12500,
    transaction_reference: 'FT26036XK91',
  }),
];
