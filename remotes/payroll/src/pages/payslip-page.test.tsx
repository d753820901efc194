import { TOKEN_STORAGE_KEY } from '@maziwa/api-client';
import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, within } from '@testing-library/react';
import {
  buildPayslip,
  catchDownloads,
  installFakePayrollApi,
  renderWithProviders,
  type FakePayrollApi,
} from '../testing';

// The Payslip page: one payment's lines and totals, printable, and its PDF from the API.
const PAGE = '/payroll/payslips/pay-1';

let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
  api.on({ 'GET /payments/pay-1/payslip': () => buildPayslip() });
});
afterEach(() => api.restore());

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function openPayslip() {
  const view = renderWithProviders({ route: PAGE });
  await screen.findByRole('article', { name: 'Payslip of Jane Wanjiru' });
  return view;
}

describe('Payslip', () => {
  it('shows who, which period, the status and reference, then the milk day by day', async () => {
    await openPayslip();
    expect(screen.getByRole('heading', { level: 1, name: 'Payslip' })).toBeInTheDocument();
    const payslip = screen.getByRole('article');
    expect(payslip).toHaveTextContent('Githunguri Dairy');
    const details = Object.fromEntries(
      within(payslip)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Farmer: 'Jane Wanjiru',
      'Member Number': 'F-001',
      Period: '01/03/2026 - 31/03/2026',
      Reference: 'MPESA-QX1',
      'Payment Method': 'mobile money',
      'Approved By': 'Grace Njeri, 01/04/2026 09:00',
    });
    expect(details.Status).toMatch(/partially.paid/i);
    expect(cells(screen.getByRole('table', { name: 'Milk per day' }))).toEqual([
      ['Date', 'Morning L', 'Evening L', 'Litres', 'Rate', 'Amount'],
      ['01/03/2026', '62.5', '48', '110.5', '50.00 (standard)', 'Ksh 5,525.00'],
      ['02/03/2026', '60', '50.5', '110.5', '50.00 (standard)', 'Ksh 5,525.00'],
      ['03/03/2026', '58', '47', '105', '52.00 (farmer)', 'Ksh 5,460.00'],
      ['Total', '326', '', 'Ksh 16,510.00'],
    ]);
  });

  it('shows the adjustments, each deduction with what remains of it, the totals and the payouts', async () => {
    await openPayslip();
    expect(cells(screen.getByRole('table', { name: 'Quality adjustments' }))[1]).toEqual([
      'SCC below 200,000: +Ksh 1.50/L',
      '215.5',
      '1.50',
      'Ksh 323.25',
    ]);
    expect(cells(screen.getByRole('table', { name: 'Deductions' }))).toEqual([
      ['Deduction', 'For', 'Owed Before', 'Deducted', 'Remaining'],
      [
        'Supply: Dairy meal 70 kg x 2',
        'Supplied 20/02/2026: Dairy meal 70 kg x 2, Mineral lick x 1',
        'Ksh 4,200.00',
        'Ksh 3,000.00',
        'Ksh 1,200.00',
      ],
      ['Advance: School fees', 'Advanced 05/03/2026: School fees', 'Ksh 3,700.00', 'Ksh 3,700.00', 'Ksh 0.00'],
    ]);
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    const figure = (label: string) => totals.getByText(label).nextElementSibling?.textContent;
    expect(figure('Gross')).toBe('Ksh 16,510.00');
    expect(figure('Adjustments')).toBe('Ksh 323.25');
    expect(figure('Deductions')).toBe('Ksh -6,700.00');
    expect(figure('Net Pay')).toBe('Ksh 10,133.25');
    expect(figure('Amount Paid')).toBe('Ksh 5,000.00');
    expect(figure('Outstanding')).toBe('Ksh 5,133.25');
    expect(cells(screen.getByRole('table', { name: 'Payouts' }))[1]).toEqual([
      '03/04/2026 10:15',
      'Payout',
      'mobile money',
      'MPESA-QX1',
      'Ksh 5,000.00',
    ]);
  });

  it('prints with the browser', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openPayslip();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("downloads the API's PDF with the signed-in token, named after the member and month", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    api.on({
      'GET /payments/pay-1/payslip.pdf': (req) =>
        new Response(req.headers.get('authorization') === 'Bearer tok-1' ? '%PDF-1.3 payslip' : 'no token', {
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    const downloads = catchDownloads();
    const { user } = await openPayslip();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(downloads.names).toEqual(['payslip-F-001-2026-03.pdf']);
    expect(await downloads.text(0)).toBe('%PDF-1.3 payslip');
    downloads.restore();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  });

  it('links a reversed payment to the payment made in its place', async () => {
    api.on({
      'GET /payments/pay-1/payslip': () =>
        buildPayslip({
          status: 'completed',
          reversal: {
            paid_at: '2026-04-04T08:00:00.000Z',
            amount: -5000,
            transaction_reference: 'REV-1',
            reason: 'Wrong number',
            replaced_by_id: 'pay-2',
          },
        }),
    });
    await openPayslip();
    expect(screen.getByText(/Reversed on 04\/04\/2026 11:00: Wrong number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payslip of the replacing payment' })).toHaveAttribute(
      'href',
      '/payroll/payslips/pay-2',
    );
  });

  it('says when a payment was made before pay runs kept its lines', async () => {
    api.on({
      'GET /payments/pay-1/payslip': () =>
        buildPayslip({ pay_run: null, milk_lines: [], adjustment_lines: [], deduction_lines: [], payouts: [] }),
    });
    await openPayslip();
    expect(screen.getByText('No daily lines: this payment was made before pay runs kept them.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deductions' })).not.toBeInTheDocument();
  });

  it('says so when there is no such payment, and offers Retry when the API fails', async () => {
    api.on({
      'GET /payments/pay-1/payslip': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Payment not found' }, 404),
    });
    const first = renderWithProviders({ route: PAGE });
    expect(await screen.findByText('Payslip not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    first.unmount();

    api.on({
      'GET /payments/pay-1/payslip': () =>
        jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Database down' }, 500),
    });
    renderWithProviders({ route: PAGE });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch payslip');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens from a Pending Payments row and a Completed Payments row', async () => {
    api.on({
      'GET /payments/pay-1/payslip': () =>
        buildPayslip({
          farmer: { producer_id: 'link-f2', name: 'Samuel Ouma', member_number: 'MEM-002', phone: null },
        }),
      'GET /payments/pay-5/payslip': () =>
        buildPayslip({
          payment_id: 'pay-5',
          farmer: { producer_id: 'link-f4', name: 'Peter Kamau', member_number: 'MEM-004', phone: null },
        }),
    });
    const pending = renderWithProviders({ route: '/payroll/pending-payments' });
    await pending.user.click(await screen.findByRole('link', { name: /^Payslip Samuel Ouma due/ }));
    expect(await screen.findByRole('article', { name: 'Payslip of Samuel Ouma' })).toBeInTheDocument();
    expect(pending.router.state.location.pathname).toBe('/payroll/payslips/pay-1');
    pending.unmount();

    const completed = renderWithProviders({ route: '/payroll/completed-payments' });
    await completed.user.click(await screen.findByRole('link', { name: /^Payslip Peter Kamau paid/ }));
    expect(await screen.findByRole('article', { name: 'Payslip of Peter Kamau' })).toBeInTheDocument();
  });
});
