import { expectStatus } from '../../testing/dairy-fixture';
import { pdfPageCount } from '../../testing/pdf-text';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from '../../seed/demo-organisations';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The demo's payments come from its pay runs: every payslip's lines add up to the payment's figures.
let t: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.signIn(DEMO_ORGANISATIONS[0].admin.email, DEMO_PASSWORD);
  orgId = expectStatus(await t.as(token, { method: 'GET', url: '/users/me' }), 200).organization_ids[0];
});
afterAll(() => t.close());

// `+ 0` turns a rounded -0 (e.g. a net of 0 computed as -0.001) into 0, which toBe tells apart.
const toCents = (amount: number) => Math.round(amount * 100) + 0;
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0);

it('answers demo payslips whose lines add up to gross, adjustments, deductions and net, each PDF on one page', async () => {
  // A paid payment with a deduction and one with a quality adjustment, from different runs if there are.
  const { rows } = await t.db.query<{ id: string }>(
    `(SELECT p.id FROM payments p WHERE p.organization_id = $1 AND EXISTS (SELECT 1 FROM payment_lines l WHERE l.payment_id = p.id AND l.kind = 'deduction')
        AND p.status = 'completed' AND p.amount_due > 0 ORDER BY p.period_end DESC, p.id LIMIT 3)
     UNION ALL
     (SELECT p.id FROM payments p WHERE p.organization_id = $1 AND EXISTS (SELECT 1 FROM payment_lines l WHERE l.payment_id = p.id AND l.kind = 'adjustment')
        ORDER BY p.period_end, p.id LIMIT 3)`,
    [orgId],
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { id } of rows) {
    const slip = expectStatus(await t.as(token, { method: 'GET', url: `/payments/${id}/payslip` }), 200);
    const { totals } = slip;
    expect(slip.milk_lines.length).toBeGreaterThan(0);
    expect(cents(slip.milk_lines.map((l: { amount: number }) => l.amount))).toBe(toCents(totals.gross_amount));
    expect(cents(slip.adjustment_lines.map((l: { amount: number }) => l.amount))).toBe(toCents(totals.adjustments));
    expect(cents(slip.deduction_lines.map((l: { amount_deducted: number }) => l.amount_deducted))).toBe(
      toCents(totals.deductions),
    );
    expect(toCents(totals.net_amount)).toBe(toCents(totals.gross_amount + totals.adjustments - totals.deductions));
    for (const line of slip.milk_lines) expect(toCents(line.amount)).toBe(toCents(line.litres * line.rate));
    const pdf = await t.as(token, { method: 'GET', url: `/payments/${id}/payslip.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfPageCount(pdf.rawPayload)).toBe(1);
  }
});
