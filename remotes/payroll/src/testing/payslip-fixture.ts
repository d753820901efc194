import type { Payslip } from '../features/payslips/api/get-payslip';

/**
 * A payslip as GET /payments/{id}/payslip answers it: March 2026 of Jane Wanjiru (F-001),
 * three days of milk, an SCC bonus, a supply and an advance deducted, partly paid.
 *
 *   gross 16,510.00 + 323.25 - 6,700.00 = net 10,133.25; 5,000.00 paid, 5,133.25 outstanding
 */
export function buildPayslip(overrides: Partial<Payslip> = {}): Payslip {
  return {
    payment_id: 'pay-1',
    organization: { id: 'org-1', name: 'Githunguri Dairy' },
    farmer: { producer_id: 'link-f1', name: 'Jane Wanjiru', member_number: 'F-001', phone: '+254712345678' },
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    pay_run: {
      id: 'run-1',
      status: 'processing',
      approved_by_name: 'Grace Njeri',
      approved_at: '2026-04-01T06:00:00.000Z',
    },
    status: 'partially_paid',
    payment_method: 'mobile_money',
    // Far ahead, so the status never turns delayed as the years pass.
    due_date: '2099-04-10',
    transaction_reference: 'MPESA-QX1',
    references: ['MPESA-QX1'],
    milk_lines: [
      {
        position: 1,
        day: '2026-03-01',
        morning_litres: 62.5,
        evening_litres: 48,
        litres: 110.5,
        rate: 50,
        rate_source: 'organisation',
        amount: 5525,
      },
      {
        position: 2,
        day: '2026-03-02',
        morning_litres: 60,
        evening_litres: 50.5,
        litres: 110.5,
        rate: 50,
        rate_source: 'organisation',
        amount: 5525,
      },
      {
        position: 3,
        day: '2026-03-03',
        morning_litres: 58,
        evening_litres: 47,
        litres: 105,
        rate: 52,
        rate_source: 'farmer',
        amount: 5460,
      },
    ],
    adjustment_lines: [
      {
        position: 4,
        description: 'SCC below 200,000: +Ksh 1.50/L',
        litres: 215.5,
        amount_per_litre: 1.5,
        amount: 323.25,
      },
    ],
    deduction_lines: [
      {
        position: 5,
        description: 'Supply: Dairy meal 70 kg x 2',
        settles: {
          kind: 'supply',
          id: 'sup-1',
          date: '2026-02-20',
          items: ['Dairy meal 70 kg x 2', 'Mineral lick x 1'],
          reason: null,
        },
        owed_before: 4200,
        amount_deducted: 3000,
        remaining: 1200,
      },
      {
        position: 6,
        description: 'Advance: School fees',
        settles: { kind: 'advance', id: 'adv-1', date: '2026-03-05', items: [], reason: 'School fees' },
        owed_before: 3700,
        amount_deducted: 3700,
        remaining: 0,
      },
    ],
    totals: {
      litres: 326,
      gross_amount: 16510,
      adjustments: 323.25,
      deductions: 6700,
      net_amount: 10133.25,
      amount_paid: 5000,
      outstanding: 5133.25,
    },
    payouts: [
      {
        id: 'payout-1',
        kind: 'payout',
        paid_at: '2026-04-03T07:15:00.000Z',
        amount: 5000,
        payment_method: 'mobile_money',
        transaction_reference: 'MPESA-QX1',
        reason: null,
      },
    ],
    reversal: null,
    replaces_id: null,
    ...overrides,
  };
}
