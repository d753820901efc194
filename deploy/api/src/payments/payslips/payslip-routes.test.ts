import { createFarm, expectStatus, type Farm } from '../../testing/dairy-fixture';
import { addMember } from '../../testing/members';
import { insertPayslipPayments, MARCH, type PayslipPayments } from '../../testing/payslip-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

// GET /payments/{id}/payslip: how a payment's net was reached, line by line, and what was paid.
let t: TestApp;
let farm: Farm;
let other: Farm;
let ids: PayslipPayments;

const get = (f: Farm | string, url: string) => t.as(typeof f === 'string' ? f : f.account, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Payslip', 1);
  other = await createFarm(t, 'Elsewhere', 1);
  ids = await insertPayslipPayments(t.db, farm);
});
afterAll(() => t.close());

describe('GET /payments/{id}/payslip', () => {
  it('answers the farmer, period, pay run and every line of the computation in order', async () => {
    const slip = expectStatus(await get(farm, `/payments/${ids.march}/payslip`), 200);
    expect(slip).toMatchObject({
      payment_id: ids.march,
      organization: { id: farm.account.orgId, name: 'Payslip Dairy' },
      farmer: { producer_id: farm.producers[0].id, name: 'Akinyi Otieno', member_number: 'F-001' },
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      pay_run: {
        id: ids.marchRun,
        status: 'processing',
        approved_by_name: 'Payslip Admin',
        approved_at: '2026-04-01T06:00:00.000Z',
      },
      status: 'partially_paid',
      payment_method: 'mobile_money',
      due_date: '2026-04-10',
      transaction_reference: MARCH.reference,
      references: [MARCH.reference],
      replaces_id: null,
      reversal: null,
    });
    expect(slip.milk_lines).toEqual([
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
    ]);
    expect(slip.adjustment_lines).toEqual([
      {
        position: 4,
        description: 'SCC below 200,000: +Ksh 1.50/L',
        litres: 215.5,
        amount_per_litre: 1.5,
        amount: 323.25,
      },
    ]);
    expect(slip.deduction_lines).toEqual([
      {
        position: 5,
        description: 'Supply: Dairy meal 70 kg x 2',
        settles: {
          kind: 'supply',
          id: ids.supplyId,
          date: '2026-02-20',
          items: ['Dairy meal 70 kg x 2', 'Mineral lick x 1'],
          reason: null,
        },
        owed_before: 4200,
        amount_deducted: 4200,
        remaining: 0,
      },
      {
        position: 6,
        description: 'Advance: School fees',
        settles: { kind: 'advance', id: ids.advanceId, date: '2026-03-05', items: [], reason: 'School fees' },
        owed_before: 2500,
        amount_deducted: 2500,
        remaining: 0,
      },
    ]);
  });

  it('adds up: net = gross + adjustments - deductions, outstanding = net - paid, and lists the payouts', async () => {
    const slip = expectStatus(await get(farm, `/payments/${ids.march}/payslip`), 200);
    expect(slip.totals).toEqual({
      litres: MARCH.litres,
      gross_amount: MARCH.gross,
      adjustments: MARCH.adjustments,
      deductions: MARCH.deductions,
      net_amount: MARCH.net,
      amount_paid: MARCH.paid,
      outstanding: MARCH.outstanding,
    });
    const sum = (lines: Array<{ amount?: number; amount_deducted?: number }>, key: 'amount' | 'amount_deducted') =>
      lines.reduce((total, line) => total + (line[key] ?? 0), 0);
    expect(sum(slip.milk_lines, 'amount')).toBe(slip.totals.gross_amount);
    expect(sum(slip.adjustment_lines, 'amount')).toBe(slip.totals.adjustments);
    expect(sum(slip.deduction_lines, 'amount_deducted')).toBe(slip.totals.deductions);
    expect(slip.payouts).toEqual([
      {
        id: expect.any(String),
        kind: 'payout',
        paid_at: '2026-04-03T07:15:00.000Z',
        amount: MARCH.paid,
        payment_method: 'mobile_money',
        transaction_reference: MARCH.reference,
        reason: null,
      },
    ]);
  });

  it('shows a reversed payment with its reversal and the payment replacing it, which names the one it replaces', async () => {
    const reversed = expectStatus(await get(farm, `/payments/${ids.reversed}/payslip`), 200);
    expect(reversed.status).toBe('completed');
    expect(reversed.payouts.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['payout', 1000],
      ['reversal', -1000],
    ]);
    expect(reversed.references).toEqual(['MPESA-FEB1']);
    expect(reversed.reversal).toEqual({
      paid_at: '2026-03-06T08:00:00.000Z',
      amount: -1000,
      transaction_reference: 'REV-MPESA-FEB1',
      reason: 'Paid to the wrong number',
      replaced_by_id: ids.replacement,
    });

    const replacement = expectStatus(await get(farm, `/payments/${ids.replacement}/payslip`), 200);
    expect(replacement).toMatchObject({
      replaces_id: ids.reversed,
      reversal: null,
      payouts: [],
      references: [],
      status: 'pending',
    });
    expect(replacement.milk_lines).toHaveLength(1);
    expect(replacement.totals).toMatchObject({ net_amount: 1000, amount_paid: 0, outstanding: 1000 });
  });

  it('answers a payment made before pay runs with no lines and its stored totals', async () => {
    const slip = expectStatus(await get(farm, `/payments/${ids.legacy}/payslip`), 200);
    expect(slip).toMatchObject({
      pay_run: null,
      milk_lines: [],
      adjustment_lines: [],
      deduction_lines: [],
      payouts: [],
      transaction_reference: null,
    });
    expect(slip.totals).toEqual({
      litres: 40,
      gross_amount: 2000,
      adjustments: 0,
      deductions: 150,
      net_amount: 1850,
      amount_paid: 0,
      outstanding: 1850,
    });
  });

  it("is 404 for an unknown payment and another organisation's, 403 without payments:read, 400 for a bad id", async () => {
    expect(expectStatus(await get(farm, '/payments/7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f/payslip'), 404).message).toBe(
      'Payment not found',
    );
    expect((await get(other, `/payments/${ids.march}/payslip`)).statusCode).toBe(404);
    expect(expectStatus(await get(farm, '/payments/nope/payslip'), 400).fields).toHaveProperty('id');
    expect((await t.app.inject({ method: 'GET', url: `/payments/${ids.march}/payslip` })).statusCode).toBe(401);
    const collector = await addMember(t, farm.account, 'QA/Collector');
    expect(expectStatus(await get(collector.token, `/payments/${ids.march}/payslip`), 403).message).toBe(
      'You do not have permission to read payments',
    );
  });
});
