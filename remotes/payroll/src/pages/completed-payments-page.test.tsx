import { jsonResponse } from '@maziwa/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { withRole } from '@maziwa/dev-shell/testing';
import {
  buildPayment,
  catchDownloads,
  installFakePayrollApi,
  readTable,
  renderWithProviders,
  signedInUser,
  THIS_YEAR,
  type FakePayrollApi,
} from '../testing';

const LIST = '/payroll/completed-payments';

let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
});
afterEach(() => api.restore());

const rows = () => readTable('Completed payments');
const queries = () => api.queries('GET /reports/completed-payments');

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Peter Kamau');
  return view;
}

describe('Completed Payments', () => {
  it('shows Loading ... and then the payments made, latest first, under the spec columns', async () => {
    const release = api.hold('GET /reports/completed-payments');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Completed Payments' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();

    await screen.findByText('Peter Kamau');
    for (const header of [
      'Payment Date',
      'Farmer Name',
      'Member Number',
      'Amount Paid',
      'Payment Method',
      'Transaction Reference',
      'Payment Status',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(rows()).toEqual([
      [
        `05/02/${THIS_YEAR}`,
        'Peter Kamau',
        'MEM-004',
        'Ksh 12,500.00',
        'bank transfer',
        'FT26036XK91',
        'Completed',
        'Payslip Reverse',
      ],
      [
        `08/01/${THIS_YEAR}`,
        'Akinyi Odhiambo',
        'MEM-003',
        'Ksh 7,800.00',
        'mobile money',
        'QJK4H7Y2TZ',
        'Completed',
        'Payslip Reverse',
      ],
    ]);
    expect(queries()).toEqual(['organization_id=org-1&limit=10&offset=0']);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });

  it('says Failed to fetch payments when the report fails', async () => {
    api.on({ 'GET /reports/completed-payments': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch payments');
  });

  it('pages and sorts on the server', async () => {
    api.restore();
    api = installFakePayrollApi({
      payments: Array.from({ length: 15 }, (_, i) =>
        buildPayment({
          id: `pay-c${i + 1}`,
          farmer_name: `Farmer ${String(i + 1).padStart(2, '0')}`,
          payment_status: 'completed',
          paid_at: `${THIS_YEAR}-03-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
          amount_paid: 1000 + i,
          transaction_reference: `REF-${i + 1}`,
        }),
      ),
    });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('Farmer 15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(rows().map(([, name]) => name)).toEqual(['Farmer 05', 'Farmer 04', 'Farmer 03', 'Farmer 02', 'Farmer 01']),
    );
    expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=10');

    const header = screen.getByRole('columnheader', { name: 'Amount Paid' });
    await user.click(within(header).getByText('Amount Paid'));
    await waitFor(() => expect(rows()[0][1]).toBe('Farmer 01'));
    expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=amount_paid');
  });

  it('searches and filters by the month paid on the server, and offers no status', async () => {
    const { user } = await renderList();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Month'), `January ${THIS_YEAR}`);
    await waitFor(() => expect(rows().map(([, name]) => name)).toEqual(['Akinyi Odhiambo']));
    expect(queries().at(-1)).toBe(
      `organization_id=org-1&from=${THIS_YEAR}-01-01&to=${THIS_YEAR}-01-31&limit=10&offset=0`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'QJK4');
    await waitFor(() =>
      expect(queries().at(-1)).toBe(
        `organization_id=org-1&q=QJK4&from=${THIS_YEAR}-01-01&to=${THIS_YEAR}-01-31&limit=10&offset=0`,
      ),
    );
    expect(rows().map(([, name]) => name)).toEqual(['Akinyi Odhiambo']);
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['completed-payments.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'payment_date:Payment Date,farmer_name:Farmer Name,member_id:Member Number,amount_paid:Amount Paid,payment_method:Payment Method,transaction_reference:Transaction Reference',
      );
      expect(queries().at(-1)).toBe(
        'organization_id=org-1&columns=payment_date%3APayment+Date%2Cfarmer_name%3AFarmer+Name%2Cmember_id%3AMember+Number%2Camount_paid%3AAmount+Paid%2Cpayment_method%3APayment+Method%2Ctransaction_reference%3ATransaction+Reference&format=csv',
      );
      expect((await downloads.text(0)).split(/\r?\n/)[0]).toBe(
        '"payment_date","farmer_name","member_id","amount_paid","payment_method","transaction_reference","payment_status"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('lists a payment processed on Pending Payments', async () => {
    const { user, router } = renderWithProviders({ route: '/payroll/pending-payments' });
    await user.click(await screen.findByRole('button', { name: `Process Jane Wanjiru due 10/02/${THIS_YEAR}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
    await user.type(within(dialog).getByLabelText('Transaction Reference'), 'QJK9PL2M4X');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(() => router.navigate(LIST));
    await waitFor(() =>
      expect(rows().map(([, name, , amount, , reference]) => `${name} ${amount} ${reference}`)).toContain(
        'Jane Wanjiru Ksh 5,200.50 QJK9PL2M4X',
      ),
    );
  });

  describe('Reverse', () => {
    const AKINYI = `Reverse Akinyi Odhiambo paid 08/01/${THIS_YEAR}`;

    it('asks why, confirms, then takes the payment back: a negative Reversal entry, and the farmer is owed again', async () => {
      const { user, router } = await renderList();
      await user.click(screen.getByRole('button', { name: AKINYI }));
      const ask = await screen.findByRole('dialog', { name: 'Reverse Payment' });
      await user.click(within(ask).getByRole('button', { name: 'Continue' }));
      expect(await within(ask).findByText('Reason is required')).toBeInTheDocument();
      await user.type(within(ask).getByLabelText(/^Reason/), 'Paid to the wrong M-Pesa number');
      await user.click(within(ask).getByRole('button', { name: 'Continue' }));

      const confirm = await screen.findByRole('dialog', { name: 'Reverse this payment?' });
      expect(confirm).toHaveTextContent('Ksh 7,800.00 paid to Akinyi Odhiambo');
      expect(api.bodies('POST /payments/pay-4/reverse')).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Reverse' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('POST /payments/pay-4/reverse')).toEqual([{ reason: 'Paid to the wrong M-Pesa number' }]);
      expect(api.idempotencyKeys()).toHaveLength(1);
      await waitFor(() =>
        expect(rows()[0]).toEqual([
          expect.any(String),
          'Akinyi Odhiambo',
          'MEM-003',
          'Ksh -7,800.00',
          'mobile money',
          'REV-QJK4H7Y2TZ',
          'Reversal',
          'Payslip',
        ]),
      );
      // The reversed payment keeps its row, without Reverse now; its payslip is the one the reversal links to.
      expect(
        rows()
          .filter(([, name]) => name === 'Akinyi Odhiambo')
          .map(([, , , amount, , , , actions]) => `${amount} ${actions}`),
      ).toEqual(['Ksh -7,800.00 Payslip', 'Ksh 7,800.00 Payslip']);
      expect(
        screen.getAllByRole('link', { name: /^Payslip Akinyi Odhiambo/ }).map((link) => link.getAttribute('href')),
      ).toEqual(['/payroll/payslips/pay-4', '/payroll/payslips/pay-4']);

      await act(() => router.navigate('/payroll/pending-payments'));
      expect(await screen.findByText('Akinyi Odhiambo')).toBeInTheDocument();
    });

    it("shows the API's refusal in the confirmation", async () => {
      const { user } = await renderList();
      api.on({
        'POST /payments/pay-4/reverse': () =>
          jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This payment is already reversed' }, 409),
      });
      await user.click(screen.getByRole('button', { name: AKINYI }));
      const ask = await screen.findByRole('dialog', { name: 'Reverse Payment' });
      await user.type(within(ask).getByLabelText(/^Reason/), 'Duplicate');
      await user.click(within(ask).getByRole('button', { name: 'Continue' }));
      const confirm = await screen.findByRole('dialog', { name: 'Reverse this payment?' });
      await user.click(within(confirm).getByRole('button', { name: 'Reverse' }));
      expect(await within(confirm).findByRole('alert')).toHaveTextContent('This payment is already reversed');
    });

    it('is not offered to an office clerk', async () => {
      renderWithProviders({ route: LIST, user: withRole(signedInUser, 'user') });
      await screen.findByText('Peter Kamau');
      expect(screen.queryByRole('button', { name: /^Reverse / })).not.toBeInTheDocument();
    });
  });
});
