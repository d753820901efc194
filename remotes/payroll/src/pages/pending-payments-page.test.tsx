import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPayment,
  catchDownloads,
  installFakePayrollApi,
  readTable,
  renderWithProviders,
  THIS_YEAR,
  type FakePayrollApi,
} from '../testing';

const LIST = '/payroll/pending-payments';

let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
});
afterEach(() => api.restore());

const rows = () => readTable('Pending payments');
const names = () => rows().map(([name]) => name);
/** Query strings the table sent (pages of 10), oldest first; Process Payments asks for pages of 1000. */
const listQueries = () => api.queries('GET /reports/pending-payments').filter((query) => query.includes('limit=10&'));
const totals = () => screen.getByRole('region', { name: 'Balance and payment totals' });

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Samuel Ouma');
  return view;
}

describe('Pending Payments', () => {
  it('shows Loading ... and then the payments still to pay under the spec columns', async () => {
    const release = api.hold('GET /reports/pending-payments');
    renderWithProviders({ route: LIST });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Payments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process Payments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findAllByText('Loading ...')).not.toHaveLength(0);
    release();

    await screen.findByText('Samuel Ouma');
    for (const header of ['Farmer Name', 'Member Number', 'Total Amount Due', 'Date Due', 'Payment Method', 'Payment Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(rows()).toEqual([
      ['Samuel Ouma', 'MEM-002', 'Ksh 4,000', `01/15/${THIS_YEAR}`, 'bank transfer', 'Delayed', 'Process'],
      ['Jane Wanjiru', 'MEM-001', 'Ksh 5,200.5', `02/10/${THIS_YEAR}`, 'mobile money', 'Pending', 'Process'],
      ['Jane Wanjiru', 'MEM-001', 'Ksh 3,300', `01/10/${THIS_YEAR + 1}`, 'cash', 'In Progress', 'Process'],
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(listQueries()).toEqual(['organization_id=org-1&limit=10&offset=0']);
  });

  it('says Failed to fetch payments when the report fails', async () => {
    api.on({ 'GET /reports/pending-payments': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByText('Failed to fetch payments')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('pages and sorts on the server', async () => {
    api.restore();
    api = installFakePayrollApi({
      payments: Array.from({ length: 25 }, (_, i) => buildPayment({ id: `pay-m${i + 1}`, farmer_name: `Farmer ${String(25 - i).padStart(2, '0')}` })),
    });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('Farmer 25');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()[0]).toBe('Farmer 15'));
    expect(listQueries().at(-1)).toBe('organization_id=org-1&limit=10&offset=10');

    const header = screen.getByRole('columnheader', { name: 'Farmer Name' });
    await user.click(within(header).getByText('Farmer Name'));
    await waitFor(() => expect(names()[0]).toBe('Farmer 01'));
    expect(listQueries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=farmer_name');

    const amount = screen.getByRole('columnheader', { name: 'Total Amount Due' });
    await user.click(within(amount).getByText('Total Amount Due'));
    await waitFor(() => expect(listQueries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=fatContent'));
  });

  it('searches, and filters by month of the due date and by status, on the server', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'MEM-001');
    await waitFor(() => expect(names()).toEqual(['Jane Wanjiru', 'Jane Wanjiru']));
    expect(listQueries().at(-1)).toBe('organization_id=org-1&q=MEM-001&limit=10&offset=0');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await waitFor(() => expect(names()).toEqual(['Samuel Ouma']));
    expect(listQueries().at(-1)).toBe(`organization_id=org-1&from=${THIS_YEAR}-01-01&to=${THIS_YEAR}-01-31&limit=10&offset=0`);

    await user.selectOptions(screen.getByLabelText('Month'), 'All Months');
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Status',
      'pending',
      'in_progress',
      'delayed',
      'failed',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await waitFor(() => expect(rows()).toEqual([['Jane Wanjiru', 'MEM-001', 'Ksh 3,300', `01/10/${THIS_YEAR + 1}`, 'cash', 'In Progress', 'Process']]));
    expect(listQueries().at(-1)).toBe('organization_id=org-1&status=in_progress&limit=10&offset=0');
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.selectOptions(screen.getByLabelText('Status'), 'delayed');
      await waitFor(() => expect(names()).toEqual(['Samuel Ouma']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));

      await waitFor(() => expect(downloads.names).toEqual(['pending-payments.csv']));
      expect(api.queries('GET /reports/pending-payments').at(-1)).toBe('organization_id=org-1&status=delayed&format=csv');
      expect((await downloads.text(0)).split(/\r?\n/)).toEqual([
        '"farmer_name","member_number","fatContent","due_date","payment_method","payment_status"',
        `"Samuel Ouma","MEM-002","4000","${THIS_YEAR}-01-15","bank_transfer","delayed"`,
        '',
      ]);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  describe('Process', () => {
    const JANE = `Process Jane Wanjiru due 02/10/${THIS_YEAR}`;

    async function openProcess(label = JANE) {
      const view = await renderList();
      await view.user.click(screen.getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
      return { ...view, dialog };
    }

    it('opens filled from the row', async () => {
      const { dialog } = await openProcess();
      expect(within(dialog).getByLabelText('Recipient Name')).toHaveValue('Jane Wanjiru');
      expect(within(dialog).getByLabelText('Recipient ID')).toHaveValue('MEM-001');
      expect(within(dialog).getByLabelText('Payment Amount')).toHaveValue(5200.5);
      expect(within(dialog).getByLabelText('Payment Method')).toHaveValue('mobile_money');
      expect(within(within(dialog).getByLabelText('Payment Method')).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Select payment method',
        'Bank Transfer',
        'Credit Card',
        'Cash',
        'Mobile Money',
      ]);
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });

    it('checks the form before sending anything', async () => {
      const { user, dialog } = await openProcess();
      await user.clear(within(dialog).getByLabelText('Payment Amount'));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('Payment Amount is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Transaction Reference is required for this payment method')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Payment Amount'), '6000');
      expect(await within(dialog).findByText('Payment Amount cannot be more than the amount due (Ksh 5,200.5)')).toBeInTheDocument();
      expect(api.puts()).toEqual([]);
    });

    it('records the payment as paid with its reference, and the row leaves the list', async () => {
      const { user, dialog } = await openProcess();
      await user.type(within(dialog).getByLabelText('Transaction Reference'), ' QJK9PL2M4X ');
      await user.type(within(dialog).getByLabelText('Notes'), 'Paid on the phone');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /payments/pay-2')).toEqual([
        { status: 'completed', amount_paid: 5200.5, payment_method: 'mobile_money', paid_at: expect.any(String), transaction_reference: 'QJK9PL2M4X' },
      ]);
      const [{ paid_at }] = api.bodies<{ paid_at: string }>('PUT /payments/pay-2');
      expect(Math.abs(Date.parse(paid_at) - Date.now())).toBeLessThan(60_000);
      await waitFor(() => expect(rows().map(([name, , amount]) => `${name} ${amount}`)).toEqual(['Samuel Ouma Ksh 4,000', 'Jane Wanjiru Ksh 3,300']));
      // The header is read again: less due, and the payout balance lowered by what was paid.
      await waitFor(() => expect(within(totals()).getByText('Ksh 7,300')).toBeInTheDocument());
      expect(within(totals()).getByText('Ksh 444,800.0000')).toBeInTheDocument();
    });

    it('makes up a cash receipt reference instead of asking for one', async () => {
      const { user, dialog } = await openProcess(`Process Samuel Ouma due 01/15/${THIS_YEAR}`);
      await user.selectOptions(within(dialog).getByLabelText('Payment Method'), 'Cash');
      expect(within(dialog).queryByLabelText('Transaction Reference')).not.toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('Payment Amount'));
      await user.type(within(dialog).getByLabelText('Payment Amount'), '3500');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [body] = api.bodies<{ transaction_reference: string; amount_paid: number; payment_method: string }>('PUT /payments/pay-1');
      expect(body).toMatchObject({ amount_paid: 3500, payment_method: 'cash' });
      expect(body.transaction_reference).toMatch(/^CASH-\d{8}-[0-9A-Z]{8}$/);
    });

    it('shows a reference already used under its field and keeps the dialog open', async () => {
      const { user, dialog } = await openProcess();
      await user.type(within(dialog).getByLabelText('Transaction Reference'), 'QJK4H7Y2TZ');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('is already used by another payment')).toBeInTheDocument();
      expect(within(dialog).getByText('An error occurred while submitting the form.')).toBeInTheDocument();
      expect(names()).toContain('Jane Wanjiru');
    });

    it('says so when someone else completed the payment first', async () => {
      const { user, dialog } = await openProcess();
      api.complete('pay-2');
      await user.type(within(dialog).getByLabelText('Transaction Reference'), 'QJK9PL2M4X');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('This payment is already completed')).toBeInTheDocument();
    });

    it('closes on Cancel without sending anything', async () => {
      const { user, dialog } = await openProcess();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.puts()).toEqual([]);
    });
  });

  describe('Process Payments', () => {
    const QUESTION = 'Are you sure you want to process all pending payments? This action will process payments to all listed recipients.';
    /** The dialog's figures as label -> text. */
    const figures = (dialog: HTMLElement) =>
      Object.fromEntries(
        within(dialog.querySelector('dl')!)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    const processQueries = () => api.queries('GET /reports/pending-payments').filter((query) => query.includes('limit=1000&') && query.includes('sort=due_date'));

    async function openBulk() {
      const view = await renderList();
      await view.user.click(screen.getByRole('button', { name: 'Process Payments' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
      await within(dialog).findByText(QUESTION);
      return { ...view, dialog };
    }

    it('says what it will pay, computed from the pending list, against the account balance, with the spec texts', async () => {
      const { dialog } = await openBulk();
      await within(dialog).findByText('KSh 450,000.5000');
      expect(figures(dialog)).toEqual({
        'Number of payments': '2',
        Balance: 'KSh 450,000.5000',
        'Number of farmers': '2',
        Amount: 'KSh 9,200.5',
      });
      expect(within(dialog).getByText('1 in progress left out: they are being paid out already.')).toBeInTheDocument();
      expect(within(dialog).queryByText(/overdraw/)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: 'Send payment notifications to all recipients via email/SMS' })).not.toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Attach payment receipts to notifications' })).not.toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' })).toBeEnabled();
      // Never the spec's sample defaults (120 payments, 450 balance, 51,200).
      expect(within(dialog).queryByText(/51,200|450\.0000|^120$/)).not.toBeInTheDocument();
      expect(processQueries()).toEqual(['organization_id=org-1&sort=due_date&limit=1000&offset=0']);
    });

    it('pays what the filtered list shows', async () => {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'MEM-001');
      await waitFor(() => expect(names()).toEqual(['Jane Wanjiru', 'Jane Wanjiru']));
      await user.click(screen.getByRole('button', { name: 'Process Payments' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
      await within(dialog).findByText('KSh 450,000.5000');
      expect(figures(dialog)).toEqual({ 'Number of payments': '1', Balance: 'KSh 450,000.5000', 'Number of farmers': '1', Amount: 'KSh 5,200.5' });
      expect(processQueries()).toEqual(['organization_id=org-1&q=MEM-001&sort=due_date&limit=1000&offset=0']);
    });

    it('reads every page of a long list', async () => {
      api.restore();
      api = installFakePayrollApi({
        payments: Array.from({ length: 1500 }, (_, i) => buildPayment({ id: `pay-m${i}`, farmer_name: `Farmer ${i}`, member_number: `MEM-${i % 700}`, amount_due: 100 })),
      });
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Farmer 0');
      await user.click(screen.getByRole('button', { name: 'Process Payments' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
      await within(dialog).findByText(QUESTION);
      await within(dialog).findByText('KSh 470,300.5000');
      expect(figures(dialog)).toEqual({ 'Number of payments': '1,500', Balance: 'KSh 470,300.5000', 'Number of farmers': '700', Amount: 'KSh 150,000' });
      expect(processQueries()).toEqual(['organization_id=org-1&sort=due_date&limit=1000&offset=0', 'organization_id=org-1&sort=due_date&limit=1000&offset=1000']);
    });

    it('shows Loading ... and says Failed to fetch payments when the list cannot be read', async () => {
      const { user } = await renderList();
      api.on({ 'GET /reports/pending-payments': () => jsonResponse({ message: 'boom' }, 500) });
      await user.click(screen.getByRole('button', { name: 'Process Payments' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
      expect(await within(dialog).findByText('Failed to fetch payments')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Yes, Process All Payments' })).not.toBeInTheDocument();
    });

    it('warns, without blocking, when the amount to pay is more than the balance', async () => {
      api.restore();
      // 29,300 topped up less the 20,300 paid: a balance of 9,000 for 9,200.5 to pay.
      api = installFakePayrollApi({ toppedUp: [29300] });
      const { dialog } = await openBulk();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The Amount is KSh 200.5 more than the Balance: processing all payments will overdraw the account.',
      );
      expect(figures(dialog)).toMatchObject({ Balance: 'KSh 9,000.0000', Amount: 'KSh 9,200.5' });
      expect(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' })).toBeEnabled();
    });

    it('reads the balance again on opening: it may have changed since the header read it', async () => {
      const { user } = await renderList();
      await within(totals()).findByText('Ksh 450,000.5000');
      api.topUp(1000);
      await user.click(screen.getByRole('button', { name: 'Process Payments' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
      expect(await within(dialog).findByText('KSh 451,000.5000')).toBeInTheDocument();
    });

    it('says Not available for the balance when it cannot be read, and still offers to pay', async () => {
      api.on({ 'GET /payments/balance': () => jsonResponse({ message: 'boom' }, 500) });
      const { dialog } = await openBulk();
      await waitFor(() => expect(figures(dialog)).toMatchObject({ Balance: 'Not available', Amount: 'KSh 9,200.5' }));
      expect(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' })).toBeEnabled();
    });

    it('pays every pending payment once, in turn, with progress, then says what it did', async () => {
      const { user, dialog } = await openBulk();
      const release = api.hold('PUT /payments/pay-1');
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' }));
      expect(await within(dialog).findByText('Processing payments: 0 of 2 done')).toBeInTheDocument();
      expect(within(dialog).getByRole('progressbar', { name: 'Payments processed' })).toHaveAttribute('max', '2');
      release();

      const summary = await within(dialog).findByRole('status', { name: 'Bulk payment summary' });
      expect(summary).toHaveTextContent('Processed 2 payments: KSh 9,200.5 to 2 farmers.');
      expect(api.puts()).toEqual(['pay-1', 'pay-2']);
      expect(api.bodies('PUT /payments/pay-1')).toEqual([
        { status: 'completed', amount_paid: 4000, payment_method: 'bank_transfer', paid_at: expect.any(String), transaction_reference: expect.stringMatching(/^BULK-\d{8}-[0-9A-Z]{8}$/) },
      ]);
      expect(api.bodies('PUT /payments/pay-2')).toEqual([expect.objectContaining({ amount_paid: 5200.5, payment_method: 'mobile_money' })]);

      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(names()).toEqual(['Jane Wanjiru']));
      await waitFor(() => expect(within(totals()).getByText('Ksh 3,300')).toBeInTheDocument());
      expect(within(totals()).getByText('Ksh 440,800.0000')).toBeInTheDocument();
    });

    it('skips a payment completed meanwhile, and a second run pays nothing again', async () => {
      const { user, dialog } = await openBulk();
      api.complete('pay-1');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Send payment notifications to all recipients via email/SMS' }));
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' }));

      const summary = await within(dialog).findByRole('status', { name: 'Bulk payment summary' });
      expect(summary).toHaveTextContent('Processed 1 payment: KSh 5,200.5 to 1 farmer.');
      expect(summary).toHaveTextContent('Skipped 1 payment already completed or being paid: none was paid twice.');
      expect(summary).toHaveTextContent('No notifications or receipts were sent: the console cannot send email or SMS yet.');
      expect(api.puts()).toEqual(['pay-2']);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));

      await user.click(screen.getByRole('button', { name: 'Process Payments' }));
      const again = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
      expect(await within(again).findByText('There are no pending payments to process.')).toBeInTheDocument();
      expect(figures(again)).toMatchObject({ 'Number of payments': '0', Amount: 'KSh 0' });
      expect(within(again).getByRole('button', { name: 'Yes, Process All Payments' })).toBeDisabled();
      expect(api.puts()).toEqual(['pay-2']);
    });

    it('counts the API refusing an already completed payment as skipped, not paid', async () => {
      const { user, dialog } = await openBulk();
      // Completed between the fresh read and its turn: only the API's 409 tells.
      api.on({ 'PUT /payments/pay-1': () => jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This payment is already completed' }, 409) });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' }));
      const summary = await within(dialog).findByRole('status', { name: 'Bulk payment summary' });
      expect(summary).toHaveTextContent('Processed 1 payment');
      expect(summary).toHaveTextContent('Skipped 1 payment');
      expect(summary).not.toHaveTextContent('Failed');
    });

    it('goes on after a failure and names it', async () => {
      const { user, dialog } = await openBulk();
      api.on({ 'PUT /payments/pay-1': () => jsonResponse({ message: 'Payout service unavailable' }, 503) });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Process All Payments' }));
      const summary = await within(dialog).findByRole('status', { name: 'Bulk payment summary' });
      expect(summary).toHaveTextContent('Processed 1 payment: KSh 5,200.5 to 1 farmer.');
      expect(summary).toHaveTextContent('Failed 1 payment:');
      expect(within(summary).getByRole('listitem')).toHaveTextContent('Samuel Ouma (MEM-002): Payout service unavailable');
    });

    it('closes on Cancel without paying anything', async () => {
      const { user, dialog } = await openBulk();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.puts()).toEqual([]);
    });
  });
});
