import { withRole } from '@maziwa/api-client/testing';
import type { RowOf } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFarmersApi, renderWithProviders, signedInUser, type FakeFarmersApi } from '../testing';

// A farmer's details list their latest payments, each with a link to its payslip.
const LIST = '/farmers/farmers-profiles';

type PaymentRow = RowOf<'/payments'>;

const payment = (id: string, month: string, overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  organization_id: 'org-1',
  producer_id: 'link-f1',
  farmer_name: 'Jane Wanjiru',
  member_number: 'MEM-001',
  period_start: `2026-${month}-01`,
  period_end: `2026-${month}-28`,
  litres: 300,
  rate_per_litre: 50,
  gross_amount: 15000,
  adjustments: 0,
  deductions: 2000,
  amount_due: 13000,
  amount_outstanding: 0,
  due_date: `2026-${month}-28`,
  payment_method: 'mobile_money',
  status: 'completed',
  paid_at: `2026-${month}-28T09:00:00.000Z`,
  amount_paid: 13000,
  transaction_reference: `REF-${id}`,
  payout_failure: null,
  pay_run_id: null,
  replaces_id: null,
  ...overrides,
});

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
  api.on({
    'GET /audit-events': () => ({ data: [], total: 0, limit: 50, offset: 0 }),
    'GET /payments': () => {
      const data = [
        payment('pay-3', '03', { status: 'partially_paid', amount_paid: 5000, amount_outstanding: 8000 }),
        payment('pay-2', '02'),
      ];
      return { data, total: data.length, limit: 12, offset: 0 };
    },
  });
});
afterEach(() => api.restore());

async function openFarmer(user = signedInUser) {
  const view = renderWithProviders({ route: LIST, user });
  await view.user.click(await screen.findByRole('button', { name: 'Jane Wanjiru' }));
  await screen.findByRole('heading', { level: 1, name: 'Jane Wanjiru' });
  // The record's details come in a render of their own once its answer is in (QueryState).
  await waitFor(() => expect(document.body).toHaveTextContent('MEM-001'));
  return { view, dialog: document.body };
}

describe("A farmer's payments", () => {
  it('list the latest twelve, drafts left out, with period, net, paid, status and a payslip link', async () => {
    const { dialog } = await openFarmer();
    const section = await within(dialog).findByRole('region', { name: 'Payments' });
    const table = await within(section).findByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Period', 'Net', 'Paid', 'Status', 'Payslip'],
      ['01/03/2026 - 28/03/2026', 'Ksh 13,000.00', 'Ksh 5,000.00', expect.stringMatching(/partially.paid/i), 'Payslip'],
      ['01/02/2026 - 28/02/2026', 'Ksh 13,000.00', 'Ksh 13,000.00', 'Completed', 'Payslip'],
    ]);
    expect(within(table).getByRole('link', { name: 'Payslip 01/03/2026 - 28/03/2026' })).toHaveAttribute(
      'href',
      '/payroll/payslips/pay-3',
    );
    const [query] = api.queries('GET /payments');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      filter:
        'producer_id:link-f1,status:pending,status:in_progress,status:partially_paid,status:completed,status:failed',
      sort: '-period_end',
      limit: '12',
    });
  });

  it('open the payslip in Payroll', async () => {
    const { view, dialog } = await openFarmer();
    await view.user.click(await within(dialog).findByRole('link', { name: 'Payslip 01/02/2026 - 28/02/2026' }));
    expect(view.router.state.location.pathname).toBe('/payroll/payslips/pay-2');
  });

  it('say when there are none yet', async () => {
    api.on({ 'GET /payments': () => ({ data: [], total: 0, limit: 12, offset: 0 }) });
    const { dialog } = await openFarmer();
    expect(await within(dialog).findByText('No payments yet.')).toBeInTheDocument();
  });

  it('are not shown, nor asked for, to someone without payments:read', async () => {
    const { dialog } = await openFarmer(withRole(signedInUser, 'QA/Collector'));
    expect(dialog).toHaveTextContent('MEM-001');
    expect(within(dialog).queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(api.queries('GET /payments')).toEqual([]);
  });
});
