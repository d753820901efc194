import { jsonResponse } from '@maziwa/api-client/testing';
import type { PayoutBalance } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  installFakePayrollApi,
  renderWithProviders,
  renderToaster,
  toastRegion,
  type FakePayrollApi,
} from '../testing';

// The balance header of Pending Payments (docs/screens.md#balance-header) and its Top Up dialog. The default fake
// has 470,300.5 topped up and 20,300 paid out: a balance of 450,000.5.
const LIST = '/payroll/pending-payments';

let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
});
afterEach(() => api.restore());

const header = () => screen.getByRole('region', { name: 'Balance and payment totals' });
/** The header's figures as label -> the figure shown under it. */
const figures = () =>
  Object.fromEntries(
    within(header())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

async function renderPage() {
  const view = renderWithProviders({ route: LIST });
  await within(await screen.findByRole('region', { name: 'Balance and payment totals' })).findByText(
    'Ksh 450,000.5000',
  );
  return view;
}

async function openTopUp() {
  const view = await renderPage();
  await view.user.click(within(header()).getByRole('button', { name: 'Top Up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Top Up' });
  return { ...view, dialog };
}

describe('Pending Payments balance header', () => {
  it('shows Balance to 4 decimals, Top Up, Total Due and Total Overdue with their counts, as the API sums them', async () => {
    const answer: PayoutBalance = {
      organization_id: 'org-1',
      balance: 1234567.89,
      topped_up: 2000000,
      paid_out: 765432.11,
      in_flight: 0,
      total_due: 51234.5,
      due_count: 1204,
      total_overdue: 7800,
      overdue_count: 1,
      allow_overdraft: false,
    };
    api.on({ 'GET /payments/balance': () => answer });
    renderWithProviders({ route: LIST });

    await waitFor(() => expect(figures().Balance).toBe('Ksh 1,234,567.8900'));
    expect(figures()).toEqual({
      Balance: 'Ksh 1,234,567.8900',
      'Total Due': 'Ksh 51,234.50',
      'Total Overdue': 'Ksh 7,800.00',
    });
    expect(within(header()).getByText('1,204 payments')).toBeInTheDocument();
    expect(within(header()).getByText('1 payment')).toBeInTheDocument();
    expect(within(header()).queryByText('Overdrawn')).not.toBeInTheDocument();
    // In the spec's order: Balance, its Top Up, then what is due.
    expect([...header().querySelectorAll('dt, button')].map((element) => element.textContent)).toEqual([
      'Balance',
      'Top Up',
      'Total Due',
      'Total Overdue',
    ]);
    expect(api.queries('GET /payments/balance')).toEqual(['org_id=org-1']);
    // Nothing is added up in the browser any more: no reading of the whole pending report.
    expect(api.queries('GET /reports/pending-payments').filter((query) => query.includes('limit=1000'))).toEqual([]);
  });

  it('marks an overdrawn balance in words as well as colour', async () => {
    api.restore();
    // 10,000 topped up, 20,300 paid out.
    api = installFakePayrollApi({ toppedUp: [10000] });
    renderWithProviders({ route: LIST });

    const balance = await within(await screen.findByRole('region', { name: 'Balance and payment totals' })).findByText(
      'Ksh -10,300.0000',
    );
    expect(within(header()).getByText('Overdrawn')).toBeInTheDocument();
    expect(balance.closest('div')).toHaveClass('payment-totals__balance--overdrawn');
    expect(figures()).toMatchObject({ 'Total Due': 'Ksh 12,500.50', 'Total Overdue': 'Ksh 4,000.00' });
  });

  it('shows Loading ... for each figure, then the figures', async () => {
    const release = api.hold('GET /payments/balance');
    renderWithProviders({ route: LIST });
    await waitFor(() =>
      expect(figures()).toEqual({ Balance: 'Loading ...', 'Total Due': 'Loading ...', 'Total Overdue': 'Loading ...' }),
    );
    release();
    await waitFor(() =>
      expect(figures()).toEqual({
        Balance: 'Ksh 450,000.5000',
        'Total Due': 'Ksh 12,500.50',
        'Total Overdue': 'Ksh 4,000.00',
      }),
    );
    expect(within(header()).getByText('3 payments')).toBeInTheDocument();
  });

  it('says Not available when the API cannot give the figures, and still offers Top Up', async () => {
    api.on({ 'GET /payments/balance': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    await waitFor(() =>
      expect(figures()).toEqual({
        Balance: 'Not available',
        'Total Due': 'Not available',
        'Total Overdue': 'Not available',
      }),
    );
    expect(within(header()).queryByText(/payments?$/)).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Top Up' })).toBeEnabled();
  });
});

describe('Top Up', () => {
  it('opens with an Amount in Ksh and an optional Reference', async () => {
    const { dialog } = await openTopUp();
    expect(within(dialog).getByRole('heading', { name: 'Top Up' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (Ksh)')).toHaveValue(null);
    expect(within(dialog).getByLabelText('Amount (Ksh)')).toBeRequired();
    expect(within(dialog).getByLabelText('Reference')).toHaveValue('');
    expect(within(dialog).getByLabelText('Reference')).not.toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Top Up' })).toBeInTheDocument();
  });

  it('checks the amount and reference at their fields before sending anything', async () => {
    const { user, dialog } = await openTopUp();
    const amount = within(dialog).getByLabelText('Amount (Ksh)');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Amount is required');

    await user.type(amount, '0');
    expect(await within(dialog).findByText('Amount must be more than 0')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1000000000.01');
    expect(await within(dialog).findByText('Amount cannot be more than Ksh 1,000,000,000.00')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reference'), 'R'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));
    expect(await within(dialog).findByText('Reference must be at most 100 characters')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /account-top-ups');
  });

  it('records the top-up for the organisation, closes, says so and shows the new Balance', async () => {
    renderToaster();
    const { user, dialog } = await openTopUp();
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '25000.75');
    await user.type(within(dialog).getByLabelText('Reference'), '  QJK9PL2M4X ');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /account-top-ups')).toEqual([
      { organization_id: 'org-1', amount: 25000.75, reference: 'QJK9PL2M4X' },
    ]);
    expect(within(toastRegion()).getByText('Top up of Ksh 25,000.75 saved')).toBeInTheDocument();
    // Already read again when the dialog closed: the figure never shows the old balance.
    expect(figures().Balance).toBe('Ksh 475,001.2500');
  });

  it('leaves a blank reference out rather than sending an empty one', async () => {
    const { user, dialog } = await openTopUp();
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '500');
    await user.type(within(dialog).getByLabelText('Reference'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /account-top-ups')).toEqual([{ organization_id: 'org-1', amount: 500 }]);
    expect(figures().Balance).toBe('Ksh 450,500.5000');
  });

  it('shows the API refusing the amount at the Amount field and keeps what was typed', async () => {
    const { user, dialog } = await openTopUp();
    api.on({
      'POST /account-top-ups': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'amount is above the daily top-up limit',
            fields: { amount: 'is above the daily top-up limit' },
          },
          400,
        ),
    });
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '900000');
    await user.type(within(dialog).getByLabelText('Reference'), 'BANK-77');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await within(dialog).findByText('is above the daily top-up limit')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (Ksh)')).toHaveAccessibleDescription(
      'is above the daily top-up limit',
    );
    expect(within(dialog).getByText('An error occurred while submitting the form.')).toBeInTheDocument();
    // The field says it: the message is not repeated under the form.
    expect(within(dialog).queryByText('amount is above the daily top-up limit')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (Ksh)')).toHaveValue(900000);
    expect(within(dialog).getByLabelText('Reference')).toHaveValue('BANK-77');
    expect(figures().Balance).toBe('Ksh 450,000.5000');
  });

  it('says what went wrong on another failure, and keeps the dialog and its values', async () => {
    const { user, dialog } = await openTopUp();
    api.on({ 'POST /account-top-ups': () => jsonResponse({ message: 'Payout account unavailable' }, 503) });
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Top Up' }));

    expect(await within(dialog).findByText('Payout account unavailable')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (Ksh)')).toHaveValue(1500);
    expect(screen.getByRole('dialog', { name: 'Top Up' })).toBeInTheDocument();
  });

  it('asks before Cancel drops what was typed, then closes without sending anything', async () => {
    const { user, dialog } = await openTopUp();
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).not.toContain('POST /account-top-ups');
    expect(figures().Balance).toBe('Ksh 450,000.5000');
  });
});
