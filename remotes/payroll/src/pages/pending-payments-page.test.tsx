import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPayment,
  catchDownloads,
  installFakePayrollApi,
  readTable,
  renderWithProviders,
  THIS_YEAR,
  renderToaster,
  toastRegion,
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
/** Query strings the table sent (pages of 10), oldest first; Process Payments asks for pages of 1000 (see pending-payments-bulk.test.tsx). */
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
    for (const header of [
      'Farmer Name',
      'Member Number',
      'Total Amount Due',
      'Date Due',
      'Payment Method',
      'Payment Status',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(rows()).toEqual([
      ['Samuel Ouma', 'MEM-002', 'Ksh 4,000.00', `15/01/${THIS_YEAR}`, 'bank transfer', 'Delayed', 'Payslip Process'],
      ['Jane Wanjiru', 'MEM-001', 'Ksh 5,200.50', `10/02/${THIS_YEAR}`, 'mobile money', 'Pending', 'Payslip Process'],
      ['Jane Wanjiru', 'MEM-001', 'Ksh 3,300.00', `10/01/${THIS_YEAR + 1}`, 'cash', 'In Progress', 'Payslip Process'],
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(listQueries()).toEqual(['organization_id=org-1&limit=10&offset=0']);
  });

  it('says beside its status why the last M-Pesa payout of a payment failed', async () => {
    api.restore();
    api = installFakePayrollApi({
      payments: [
        buildPayment({
          id: 'pay-float',
          farmer_name: 'Samuel Ouma',
          payment_method: 'mobile_money',
          payout_failure: 'M-Pesa float insufficient',
        }),
      ],
    });
    await renderList();
    expect(rows()[0][5]).toBe('Pending M-Pesa float insufficient');
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
      payments: Array.from({ length: 25 }, (_, i) =>
        buildPayment({ id: `pay-m${i + 1}`, farmer_name: `Farmer ${String(25 - i).padStart(2, '0')}` }),
      ),
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

    await user.selectOptions(screen.getByLabelText('Month'), `January ${THIS_YEAR}`);
    await waitFor(() => expect(names()).toEqual(['Samuel Ouma']));
    expect(listQueries().at(-1)).toBe(
      `organization_id=org-1&from=${THIS_YEAR}-01-01&to=${THIS_YEAR}-01-31&limit=10&offset=0`,
    );

    await user.selectOptions(screen.getByLabelText('Month'), 'All Months');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'pending', 'in_progress', 'delayed', 'failed']);
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Jane Wanjiru', 'MEM-001', 'Ksh 3,300.00', `10/01/${THIS_YEAR + 1}`, 'cash', 'In Progress', 'Payslip Process'],
      ]),
    );
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
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(api.queries('GET /reports/pending-payments').at(-1)).get('columns')).toBe(
        'farmer_name:Farmer Name,member_number:Member Number,fatContent:Total Amount Due,due_date:Date Due,payment_method:Payment Method,payment_status:Payment Status',
      );
      expect(api.queries('GET /reports/pending-payments').at(-1)).toBe(
        'organization_id=org-1&status=delayed&columns=farmer_name%3AFarmer+Name%2Cmember_number%3AMember+Number%2CfatContent%3ATotal+Amount+Due%2Cdue_date%3ADate+Due%2Cpayment_method%3APayment+Method%2Cpayment_status%3APayment+Status&format=csv',
      );
      expect((await downloads.text(0)).split(/\r?\n/)).toEqual([
        '"farmer_name","member_number","fatContent","amount_paid","amount_outstanding","due_date","payment_method","payment_status"',
        `"Samuel Ouma","MEM-002","4000","0","4000","${THIS_YEAR}-01-15","bank_transfer","delayed"`,
        '',
      ]);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  describe('Process', () => {
    const JANE = `Process Jane Wanjiru due 10/02/${THIS_YEAR}`;

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
      expect(
        within(within(dialog).getByLabelText('Payment Method'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select payment method', 'Bank Transfer', 'Credit Card', 'Cash', 'Mobile Money']);
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });

    it('checks the form before sending anything', async () => {
      const { user, dialog } = await openProcess();
      await user.clear(within(dialog).getByLabelText('Payment Amount'));
      await user.selectOptions(within(dialog).getByLabelText('Payment Method'), 'bank_transfer');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('Payment Amount is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Transaction Reference is required for this payment method')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Payment Amount'), '6000');
      expect(
        await within(dialog).findByText('Payment Amount cannot be more than the amount outstanding (Ksh 5,200.50)'),
      ).toBeInTheDocument();
      expect(api.payouts()).toEqual([]);
    });

    it('sends mobile money without a reference with M-Pesa and says it shows In Progress until M-Pesa answers', async () => {
      renderToaster();
      const { user, dialog } = await openProcess();
      expect(within(dialog).getByLabelText('Transaction Reference')).toHaveAttribute(
        'placeholder',
        'Empty: send with M-Pesa. Paid by hand: its M-Pesa code',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('POST /payments/pay-2/process')).toEqual([
        { amount_paid: 5200.5, payment_method: 'mobile_money' },
      ]);
      expect(
        await screen.findByText('Ksh 5,200.00 sent to M-Pesa for Jane Wanjiru: In Progress until M-Pesa answers'),
      ).toBeInTheDocument();
    });

    it('pays the payment with its reference and an Idempotency-Key, says so with a link to the payslip, and the row leaves the list', async () => {
      renderToaster();
      const { user, dialog } = await openProcess();
      await user.type(within(dialog).getByLabelText('Transaction Reference'), ' QJK9PL2M4X ');
      await user.type(within(dialog).getByLabelText('Notes'), 'Paid on the phone');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('POST /payments/pay-2/process')).toEqual([
        {
          amount_paid: 5200.5,
          payment_method: 'mobile_money',
          transaction_reference: 'QJK9PL2M4X',
          notes: 'Paid on the phone',
        },
      ]);
      expect(api.idempotencyKeys()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      expect(within(toastRegion()).getByText(/^Payment of Ksh 5,200\.50 to .+ processed$/)).toBeInTheDocument();
      expect(within(toastRegion()).getByRole('link', { name: 'View payslip' })).toHaveAttribute(
        'href',
        '/payroll/payslips/pay-2',
      );
      await waitFor(() =>
        expect(rows().map(([name, , amount]) => `${name} ${amount}`)).toEqual([
          'Samuel Ouma Ksh 4,000.00',
          'Jane Wanjiru Ksh 3,300.00',
        ]),
      );
      // The header is read again: less due, and the payout balance lowered by what was paid.
      await waitFor(() => expect(within(totals()).getByText('Ksh 7,300.00')).toBeInTheDocument());
      expect(within(totals()).getByText('Ksh 444,800.0000')).toBeInTheDocument();
    });

    it('pays part of what is due: says what will remain, and the row shows what is paid', async () => {
      const { user, dialog } = await openProcess();
      await user.clear(within(dialog).getByLabelText('Payment Amount'));
      await user.type(within(dialog).getByLabelText('Payment Amount'), '2000');
      expect(within(dialog).getByRole('status')).toHaveTextContent('Ksh 3,200.50 of 5,200.50 will remain due');
      await user.type(within(dialog).getByLabelText('Transaction Reference'), 'QJK9PL2M4X');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('POST /payments/pay-2/process')).toEqual([expect.objectContaining({ amount_paid: 2000 })]);
      await waitFor(() =>
        expect(rows()[1]).toEqual([
          'Jane Wanjiru',
          'MEM-001',
          'Ksh 2,000.00 of 5,200.50 paid',
          `10/02/${THIS_YEAR}`,
          'mobile money',
          'Partially paid',
          'Payslip Process',
        ]),
      );

      // Paying the rest: the dialog offers what is outstanding, and completes it.
      await user.click(screen.getByRole('button', { name: JANE }));
      const again = await screen.findByRole('dialog', { name: 'Process Payment' });
      expect(within(again).getByLabelText('Payment Amount')).toHaveValue(3200.5);
      expect(
        within(again).getByText('Amount due Ksh 5,200.50: Ksh 2,000.00 paid, Ksh 3,200.50 outstanding'),
      ).toBeInTheDocument();
      await user.type(within(again).getByLabelText('Transaction Reference'), 'QJK9PL2M4Y');
      await user.click(within(again).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(names()).toEqual(['Samuel Ouma', 'Jane Wanjiru']));
      expect(api.payments().find((p) => p.id === 'pay-2')).toMatchObject({
        payment_status: 'completed',
        amount_paid: 5200.5,
      });
    });

    it('sends the same Idempotency-Key when the first answer was lost, so it pays once', async () => {
      const { user, dialog } = await openProcess();
      const served = api.handler('POST /payments/pay-2/process')!;
      let first = true;
      // The payout goes through, but its answer never arrives (a dropped connection).
      api.on({
        'POST /payments/pay-2/process': async (req) => {
          const answer = await served(req);
          if (!first) return answer;
          first = false;
          return new Response('{"message":"Bad Gateway"}', { status: 502 });
        },
      });
      await user.type(within(dialog).getByLabelText('Transaction Reference'), 'QJK9PL2M4X');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('An error occurred while submitting the form.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [key, again] = api.idempotencyKeys();
      expect(again).toBe(key);
      expect(api.payments().find((p) => p.id === 'pay-2')).toMatchObject({
        payment_status: 'completed',
        amount_paid: 5200.5,
      });
    });

    it('leaves the reference of a cash payout to the API', async () => {
      const { user, dialog } = await openProcess(`Process Samuel Ouma due 15/01/${THIS_YEAR}`);
      await user.selectOptions(within(dialog).getByLabelText('Payment Method'), 'Cash');
      expect(within(dialog).queryByLabelText('Transaction Reference')).not.toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('Payment Amount'));
      await user.type(within(dialog).getByLabelText('Payment Amount'), '3500');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [body] = api.bodies<{ transaction_reference?: string; amount_paid: number; payment_method: string }>(
        'POST /payments/pay-1/process',
      );
      expect(body).toMatchObject({ amount_paid: 3500, payment_method: 'cash' });
      expect(body.transaction_reference).toBeUndefined();
      expect(api.payments()[0].transaction_reference).toMatch(/^CASH-/);
    });

    it('shows a reference already used under its field and keeps the dialog open', async () => {
      const { user, dialog } = await openProcess();
      await user.type(within(dialog).getByLabelText('Transaction Reference'), 'QJK4H7Y2TZ');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('is already used')).toBeInTheDocument();
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
      expect(api.payouts()).toEqual([]);
    });
  });
});
