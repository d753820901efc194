import { jsonResponse, type FakeHandler, type FakeRequest } from '@maziwa/api-client/testing';
import type { ProcessPaymentsRequest } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPayment,
  installFakePayrollApi,
  readTable,
  renderWithProviders,
  testPayments,
  type FakePayrollApi,
} from '../testing';

// Process Payments on Pending Payments: Confirm Bulk Payment Processing (docs/screens.md#confirm-bulk-payment-processing). The
// default fake has Samuel's 4,000 (delayed) and Jane's 5,200.5 to pay, Jane's 3,300 in
// progress, and a balance of 450,000.5.
const LIST = '/payroll/pending-payments';
const PROCESS = 'POST /payments/process';
const QUESTION =
  'Are you sure you want to process all pending payments? This action will process payments to all listed recipients.';

let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
});
afterEach(() => api.restore());

const names = () => readTable('Pending payments').map(([name]) => name);
const totals = () => screen.getByRole('region', { name: 'Balance and payment totals' });
/** The dialog's figures as label -> text. */
const figures = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog.querySelector('dl')!)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
/** The dialog's reads of the whole list (pages of 1000, earliest due first). */
const processQueries = () =>
  api
    .queries('GET /reports/pending-payments')
    .filter((query) => query.includes('limit=1000&') && query.includes('sort=due_date'));
/** The ids of each bulk request, oldest first. */
const sentIds = () => api.bodies<ProcessPaymentsRequest>(PROCESS).map((body) => body.ids);
const bulkRequests = () => api.calls.filter((call) => call === PROCESS).length;
const summary = (dialog: HTMLElement) => within(dialog).findByRole('status', { name: 'Bulk payment summary' });
const yes = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Yes, Process All Payments' });

/** `count` payments of KSh 100.00 to 700 farmers, `Farmer 0` first; 470,300.5 topped up. */
function installManyPayments(count: number) {
  api.restore();
  api = installFakePayrollApi({
    payments: Array.from({ length: count }, (_, i) =>
      buildPayment({ id: `pay-m${i}`, farmer_name: `Farmer ${i}`, member_number: `MEM-${i % 700}`, amount_due: 100 }),
    ),
  });
}

/** Answers the `n`th bulk request (from 1) with `answer`; the others as the API does. */
function onBatch(n: number, answer: (req: FakeRequest, served: FakeHandler) => unknown) {
  const served = api.handler(PROCESS)!;
  let seen = 0;
  api.on({ [PROCESS]: (req) => ((seen += 1) === n ? answer(req, served) : served(req)) });
}

async function renderList(firstName = 'Samuel Ouma') {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText(firstName);
  return view;
}

async function openBulk(firstName?: string) {
  const view = await renderList(firstName);
  await view.user.click(screen.getByRole('button', { name: 'Process Payments' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
  await within(dialog).findByText(QUESTION);
  return { ...view, dialog };
}

describe('Process Payments', () => {
  it('says what it will pay, computed from the pending list, against the account balance, with the spec texts', async () => {
    const { dialog } = await openBulk();
    await within(dialog).findByText('KSh 450,000.5000');
    expect(figures(dialog)).toEqual({
      'Number of payments': '2',
      Balance: 'KSh 450,000.5000',
      'Number of farmers': '2',
      Amount: 'KSh 9,200.50',
    });
    expect(within(dialog).getByText('1 in progress left out: they are being paid out already.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/overdraw/)).not.toBeInTheDocument();
    // Farmers are told by SMS unless the person unticks it; the payslip e-mail is asked for.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send payment notifications to all recipients via email/SMS' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Attach payment receipts to notifications' }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(yes(dialog)).toBeEnabled();
    // Never the spec's sample defaults (120 payments, 450 balance, 51,200).
    expect(within(dialog).queryByText(/51,200|450\.0000|^120$/)).not.toBeInTheDocument();
    expect(processQueries()).toEqual(['organization_id=org-1&sort=due_date&limit=1000&offset=0']);
  });

  it('reads every page of a long list', async () => {
    installManyPayments(1500);
    const { dialog } = await openBulk('Farmer 0');
    await within(dialog).findByText('KSh 470,300.5000');
    expect(figures(dialog)).toEqual({
      'Number of payments': '1,500',
      Balance: 'KSh 470,300.5000',
      'Number of farmers': '700',
      Amount: 'KSh 150,000.00',
    });
    expect(processQueries()).toEqual([
      'organization_id=org-1&sort=due_date&limit=1000&offset=0',
      'organization_id=org-1&sort=due_date&limit=1000&offset=1000',
    ]);
  });

  it('shows Loading ... and says Failed to fetch payments when the list cannot be read', async () => {
    const { user } = await renderList();
    api.on({ 'GET /reports/pending-payments': () => jsonResponse({ message: 'boom' }, 500) });
    await user.click(screen.getByRole('button', { name: 'Process Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
    expect(await within(dialog).findByText('Failed to fetch payments')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes, Process All Payments' })).not.toBeInTheDocument();
  });

  it('warns, without blocking, when the amount to pay is more than the balance: the API skips what it does not cover', async () => {
    api.restore();
    // 29,300 topped up less the 20,300 paid: a balance of 9,000 for 9,200.5 to pay.
    api = installFakePayrollApi({ toppedUp: [29300] });
    const { dialog } = await openBulk();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The Amount is KSh 200.50 more than the Balance: the payments it does not cover will be skipped. Top up first to pay them all.',
    );
    expect(figures(dialog)).toMatchObject({ Balance: 'KSh 9,000.0000', Amount: 'KSh 9,200.50' });
    expect(yes(dialog)).toBeEnabled();
  });

  it('says, in words, which payments the API skipped: not covered by the balance, or a draft', async () => {
    api.restore();
    // A balance of 9,000: Samuel's 4,000 fits, Jane's 5,200.50 does not.
    api = installFakePayrollApi({ toppedUp: [29300] });
    const { user, dialog } = await openBulk();
    await user.click(yes(dialog));
    const done = await summary(dialog);
    expect(done).toHaveTextContent('Processed 1 payment: KSh 4,000.00 to 1 farmer.');
    expect(done).toHaveTextContent(
      'Skipped 1 payment: 1 not covered by the balance (top up, then process again). None was paid twice.',
    );
    expect(api.idempotencyKeys()).toHaveLength(1);
  });

  it('says which payments went to M-Pesa, that they show In Progress until M-Pesa answers, and why M-Pesa cannot pay others', async () => {
    // The API hands Samuel's mobile-money payment to M-Pesa; Jane's number M-Pesa refused before.
    api.on({
      [PROCESS]: () => ({
        paid: [],
        skipped: [
          {
            id: 'pay-2',
            reason: 'cannot_pay_by_mpesa',
            detail: "The farmer's number cannot receive M-Pesa: the number is not registered for M-Pesa",
          },
        ],
        sent_to_mpesa: [{ id: 'pay-1', amount_sent: 4000, amount_owing: 0 }],
        amount_paid: 0,
        amount_sent_to_mpesa: 4000,
      }),
    });
    const { user, dialog } = await openBulk();
    await user.click(yes(dialog));
    const done = await summary(dialog);
    expect(done).toHaveTextContent(
      'Sent 1 payment to M-Pesa: KSh 4,000.00 to 1 farmer. Each shows In Progress until M-Pesa answers, then Completed with its M-Pesa receipt.',
    );
    expect(done).not.toHaveTextContent('Processed');
    expect(done).toHaveTextContent('Skipped 1 payment: 1 M-Pesa cannot pay them now. None was paid twice.');
    expect(within(done).getByRole('list', { name: 'Why M-Pesa cannot pay some' })).toHaveTextContent(
      "The farmer's number cannot receive M-Pesa: the number is not registered for M-Pesa (1 payment)",
    );
  });

  it('warns of an overdraft when the organisation allows one', async () => {
    api.restore();
    api = installFakePayrollApi({ toppedUp: [29300], allowOverdraft: true });
    const { dialog } = await openBulk();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The Amount is KSh 200.50 more than the Balance: processing all payments will overdraw the account.',
    );
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
    await waitFor(() => expect(figures(dialog)).toMatchObject({ Balance: 'Not available', Amount: 'KSh 9,200.50' }));
    expect(yes(dialog)).toBeEnabled();
  });

  it('pays the listed payments in one request, with progress, says what it did, and the header refreshes', async () => {
    const { user, dialog } = await openBulk();
    const release = api.hold(PROCESS);
    await user.click(yes(dialog));
    expect(await within(dialog).findByText('Processing payments: 0 of 2 done')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Payments processed' })).toHaveAttribute('max', '2');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    const done = await summary(dialog);
    expect(done).toHaveTextContent('Processed 2 payments: KSh 9,200.50 to 2 farmers.');
    expect(done).not.toHaveTextContent(/Skipped|Failed/);
    expect(done).toHaveTextContent('Each farmer paid gets an SMS once the money is paid');
    // The ids and the notices chosen, no client clock; Jane's 3,300 in progress is not sent; no single payout per payment.
    expect(api.bodies(PROCESS)).toEqual([{ ids: ['pay-1', 'pay-2'], notify: true, attach_receipts: false }]);
    expect(api.payouts()).toEqual([]);
    await waitFor(() => expect(within(totals()).getByText('Ksh 440,800.0000')).toBeInTheDocument());
    expect(within(totals()).getByText('Ksh 3,300.00')).toBeInTheDocument();
    // The long list is read once: not again before paying (the API skips what is no longer
    // pending), nor when the run refreshes the payments behind the summary.
    expect(processQueries()).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Jane Wanjiru']));
  });

  it('sends a long list in batches of at most 1000 ids, one after another, with progress after each', async () => {
    installManyPayments(2500);
    const { user, dialog } = await openBulk('Farmer 0');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    onBatch(2, async (req, served) => (await held, served(req)));
    await user.click(yes(dialog));

    expect(await within(dialog).findByText('Processing payments: 1,000 of 2,500 done')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Payments processed' })).toHaveAttribute('value', '1000');
    // The third batch waits for the second's answer.
    expect(bulkRequests()).toBe(2);
    release();

    expect(await summary(dialog)).toHaveTextContent('Processed 2,500 payments: KSh 250,000.00 to 700 farmers.');
    expect(sentIds().map((ids) => ids.length)).toEqual([1000, 1000, 500]);
    expect(sentIds().flat()).toEqual(Array.from({ length: 2500 }, (_, i) => `pay-m${i}`));
    await waitFor(() => expect(within(totals()).getByText('Ksh 220,300.5000')).toBeInTheDocument());
  });

  it('reports the rows of a failed batch as failed, with the reason, and pays the other batches', async () => {
    installManyPayments(2500);
    const { user, dialog } = await openBulk('Farmer 0');
    onBatch(2, () => jsonResponse({ message: 'Payout service unavailable' }, 503));
    await user.click(yes(dialog));

    const done = await summary(dialog);
    expect(done).toHaveTextContent('Processed 1,500 payments: KSh 150,000.00 to 700 farmers.');
    expect(done).toHaveTextContent('Failed 1,000 payments, still pending: processing again is safe.');
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Payout service unavailable (1,000 payments)']);
    expect(bulkRequests()).toBe(3);
    const unpaid = api.payments().filter((payment) => payment.payment_status !== 'completed');
    expect(unpaid.map((payment) => payment.id)).toEqual(Array.from({ length: 1000 }, (_, i) => `pay-m${1000 + i}`));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(names()[0]).toBe('Farmer 1000'));
    expect(within(totals()).getByText('Ksh 320,300.5000')).toBeInTheDocument();
  });

  it('skips what was paid, started or removed meanwhile, saying why, and a run again pays nothing twice', async () => {
    api.restore();
    api = installFakePayrollApi({
      payments: [
        ...testPayments,
        buildPayment({ id: 'pay-6', farmer_name: 'Otieno Were' }),
        buildPayment({ id: 'pay-7', farmer_name: 'Mary Njeri' }),
      ],
    });
    const { user, dialog } = await openBulk();
    await waitFor(() => expect(figures(dialog)['Number of payments']).toBe('4'));
    api.complete('pay-1');
    api.startPayout('pay-6');
    api.remove('pay-7');
    // Ticked by default; unticked, the farmers paid by this run are not told.
    const notify = within(dialog).getByRole('checkbox', {
      name: 'Send payment notifications to all recipients via email/SMS',
    });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attach payment receipts to notifications' }));
    await user.click(yes(dialog));

    const done = await summary(dialog);
    expect(done).toHaveTextContent('Processed 1 payment: KSh 5,200.50 to 1 farmer.');
    expect(done).toHaveTextContent(
      'Skipped 3 payments: 1 already paid, 1 being paid out, 1 no longer found. None was paid twice.',
    );
    expect(done).not.toHaveTextContent('Failed');
    expect(done).toHaveTextContent(
      'Each farmer paid gets their payslip by email (if they have an email address) once the money is paid',
    );
    expect(sentIds()).toEqual([['pay-1', 'pay-2', 'pay-6', 'pay-7']]);
    expect(api.bodies<ProcessPaymentsRequest>(PROCESS)[0]).toMatchObject({ notify: false, attach_receipts: true });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Process Payments' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
    expect(await within(again).findByText('There are no pending payments to process.')).toBeInTheDocument();
    expect(figures(again)).toMatchObject({ 'Number of payments': '0', Amount: 'KSh 0.00' });
    expect(yes(again)).toBeDisabled();
    expect(bulkRequests()).toBe(1);
  });

  it('pays what the filtered list shows, and sends nothing for payments in progress', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'MEM-001');
    await waitFor(() => expect(names()).toEqual(['Jane Wanjiru', 'Jane Wanjiru']));
    await user.click(screen.getByRole('button', { name: 'Process Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
    await within(dialog).findByText('KSh 450,000.5000');
    expect(figures(dialog)).toEqual({
      'Number of payments': '1',
      Balance: 'KSh 450,000.5000',
      'Number of farmers': '1',
      Amount: 'KSh 5,200.50',
    });
    expect(processQueries()).toEqual(['organization_id=org-1&q=MEM-001&sort=due_date&limit=1000&offset=0']);

    await user.click(yes(dialog));
    expect(await summary(dialog)).toHaveTextContent('Processed 1 payment: KSh 5,200.50 to 1 farmer.');
    expect(sentIds()).toEqual([['pay-2']]);
  });

  it('offers nothing to pay when every listed payment is in progress', async () => {
    const { user } = await renderList();
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await waitFor(() => expect(names()).toEqual(['Jane Wanjiru']));
    await user.click(screen.getByRole('button', { name: 'Process Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
    expect(await within(dialog).findByText('There are no pending payments to process.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 in progress left out: they are being paid out already.')).toBeInTheDocument();
    expect(yes(dialog)).toBeDisabled();
    await user.click(yes(dialog));
    expect(bulkRequests()).toBe(0);
  });

  it('closes on Cancel without paying anything', async () => {
    const { user, dialog } = await openBulk();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bulkRequests()).toBe(0);
    expect(api.payouts()).toEqual([]);
  });
});
