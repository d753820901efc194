import { createFarm, expectStatus, type Farm } from '../../testing/dairy-fixture';
import { addMember } from '../../testing/members';
import { pdfPageCount, pdfText } from '../../testing/pdf-text';
import { insertPayslipPayments, type PayslipPayments } from '../../testing/payslip-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { renderPayslipPdf } from './payslip-pdf';
import type { PayslipType } from './payslip-schemas';

// GET /payments/{id}/payslip.pdf: the payslip to print or hand over, one A4 page for a month.
let t: TestApp;
let farm: Farm;
let ids: PayslipPayments;

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Printed', 1);
  ids = await insertPayslipPayments(t.db, farm);
});
afterAll(() => t.close());

describe('GET /payments/{id}/payslip.pdf', () => {
  it('downloads one A4 page named after the member and the month, with the figures of the JSON payslip', async () => {
    const response = await get(farm.account.token, `/payments/${ids.march}/payslip.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payslip-F-001-2026-03.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = pdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'Printed Dairy',
        'Payslip',
        'Akinyi Otieno',
        'F-001',
        'March 2026',
        'Delayed (Partially Paid)',
        'Processing',
      ]),
    );
    expect(text).toContain('Printed Admin, 01/04/2026 09:00');
    expect(text).toContain('Net Pay Ksh 10,133.25');
    // A row of the milk table, the adjustment, a deduction and the totals, money as the console shows it.
    expect(text).toEqual(expect.arrayContaining(['01/03/2026', '62.5', '48', '110.5', '50.00', 'Ksh 5,525.00']));
    expect(text).toEqual(expect.arrayContaining(['SCC below 200,000: +Ksh 1.50/L', 'Ksh 323.25']));
    expect(text).toEqual(
      expect.arrayContaining(['Supplied 20/02/2026: Dairy meal 70 kg x 2, Mineral lick x 1', 'Ksh 4,200.00']),
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'Ksh 16,510.00',
        'Ksh -6,700.00',
        'Ksh 10,133.25',
        'Ksh 5,000.00',
        'Ksh 5,133.25',
        'MPESA-QX1',
      ]),
    );
  });

  it('names a payment without a pay run and its lines, and says the lines were not kept', async () => {
    const response = await get(farm.account.token, `/payments/${ids.legacy}/payslip.pdf`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['None (made before pay runs)', 'Ksh 1,850.00', 'Delayed']));
    expect(text.join('\n')).toContain('No daily lines');
  });

  it('is 404 and 403 as the JSON payslip', async () => {
    const other = await createFarm(t, 'Neighbour', 1);
    expect(expectStatus(await get(other.account.token, `/payments/${ids.march}/payslip.pdf`), 404).message).toBe(
      'Payment not found',
    );
    const collector = await addMember(t, farm.account, 'QA/Collector');
    expect((await get(collector.token, `/payments/${ids.march}/payslip.pdf`)).statusCode).toBe(403);
  });
});

describe('renderPayslipPdf', () => {
  it('fits a 31-day month with adjustments, deductions and payouts on one page', async () => {
    const days = Array.from({ length: 31 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    const slip: PayslipType = {
      payment_id: '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f',
      organization: {
        id: '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e50',
        name: 'Githunguri Dairy Farmers Cooperative Society',
      },
      farmer: {
        producer_id: '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e51',
        name: 'Wanjikũ Kamau',
        member_number: 'MEM-0001',
        phone: '+254712345678',
      },
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      pay_run: {
        id: '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e52',
        status: 'completed',
        approved_by_name: 'Grace Njeri',
        approved_at: '2026-02-01T06:00:00.000Z',
      },
      status: 'completed',
      payment_method: 'bank_transfer',
      due_date: '2026-02-10',
      transaction_reference: 'FT26036XK93',
      references: ['FT26036XK91', 'FT26036XK92', 'FT26036XK93'],
      milk_lines: days.map((day, i) => ({
        position: i + 1,
        day,
        morning_litres: 12.5,
        evening_litres: 10,
        litres: 22.5,
        rate: 52,
        rate_source: 'route',
        amount: 1170,
      })),
      adjustment_lines: [1, 2, 3].map((n) => ({
        position: 31 + n,
        description: `Rule ${n}`,
        litres: 100,
        amount_per_litre: 1,
        amount: 100,
      })),
      deduction_lines: [1, 2, 3, 4].map((n) => ({
        position: 34 + n,
        description: `Debt ${n}`,
        settles: {
          kind: 'advance',
          id: '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e53',
          date: '2026-01-02',
          items: [],
          reason: 'A long reason '.repeat(20),
        },
        owed_before: 100,
        amount_deducted: 100,
        remaining: 0,
      })),
      totals: {
        litres: 697.5,
        gross_amount: 36270,
        adjustments: 300,
        deductions: 400,
        net_amount: 36170,
        amount_paid: 36170,
        outstanding: 0,
      },
      payouts: ['FT26036XK91', 'FT26036XK92', 'FT26036XK93'].map((reference, i) => ({
        id: `7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e6${i}`,
        kind: 'payout',
        paid_at: '2026-02-05T07:00:00.000Z',
        amount: 12056.67,
        payment_method: 'bank_transfer',
        transaction_reference: reference,
        reason: null,
      })),
      reversal: null,
      replaces_id: null,
    };
    const pdf = await renderPayslipPdf(slip, '2026-02-20', { compress: false });
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text.filter((line) => /^\d\d\/01\/2026$/.test(line))).toHaveLength(31);
    expect(text).toContain('Ksh 36,170.00');
    // The built-in fonts have no ũ: the name keeps its letters rather than a wrong glyph.
    expect(text).toContain('Wanjiku Kamau');
  });
});
