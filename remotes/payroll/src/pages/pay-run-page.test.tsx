import { jsonResponse } from '@maziwa/api-client/testing';
import { withRole } from '@maziwa/dev-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPayRun,
  installFakePayrollApi,
  readTable,
  renderWithProviders,
  signedInUser,
  testPayRuns,
  type FakePayrollApi,
} from '../testing';

const RUN = '/payroll/pay-runs/run-1';
let api: FakePayrollApi;

afterEach(() => api.restore());

async function openRun(user = signedInUser) {
  const view = renderWithProviders({ route: RUN, user });
  await screen.findByRole('heading', { level: 1, name: 'Pay Run March 2026' });
  await screen.findByText('Jane Wanjiru');
  return view;
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a pay run', () => {
  it('shows its figures and its payments from the server, each with its payslip', async () => {
    api = installFakePayrollApi();
    await openRun();
    expect(figure('Period')).toBe('March 2026');
    expect(figure('Status')).toBe('Draft');
    expect(figure('Net')).toBe('Ksh 58,325.00');
    expect(figure('Computed by')).toBe('Grace Njeri on 01/04/2026 09:00');
    expect(figure('Approved by')).toBe('Not approved yet');

    expect(readTable('Payments of this pay run')).toEqual([
      [
        'Jane Wanjiru',
        'MEM-001',
        '650.5 L',
        'Ksh 50.00',
        'Ksh 32,525.00',
        'Ksh 300.00',
        'Ksh 4,500.00',
        'Ksh 28,325.00',
        'Draft',
        'Payslip',
      ],
      [
        'Samuel Ouma',
        'MEM-002',
        '600 L',
        'Ksh 50.00',
        'Ksh 30,000.00',
        'Ksh 0.00',
        'Ksh 0.00',
        'Ksh 30,000.00',
        'Draft',
        'Payslip',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Payslip Jane Wanjiru' })).toHaveAttribute(
      'href',
      '/payroll/payslips/run-1-pay-1',
    );
    expect(api.queries('GET /payments')).toEqual(['filter=pay_run_id%3Arun-1&limit=10&offset=0']);
  });

  it('does not let the person who computed it approve it, and says why', async () => {
    api = installFakePayrollApi({
      payRuns: [buildPayRun({ id: 'run-1', computed_by: signedInUser.id, computed_by_name: 'Wanjiku Kamau' })],
    });
    await openRun();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      'You computed this pay run: another person must approve it',
    );
    expect(screen.getByRole('button', { name: 'Recompute' })).toBeEnabled();
  });

  it('is approved by another person after a confirmation: its payments become payable', async () => {
    api = installFakePayrollApi();
    const { user, router } = await openRun();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve March 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Approved: 2 payments are now payable. Go to Pending Payments',
    );
    expect(api.calls).toContain('POST /pay-runs/run-1/approve');
    await waitFor(() => expect(figure('Status')).toBe('Approved'));
    expect(figure('Approved by')).toMatch(/^Wanjiku Kamau on /);
    await waitFor(() =>
      expect(readTable('Payments of this pay run').map((row) => row[8])).toEqual(['Pending', 'Pending']),
    );
    // An approved run never changes: nothing more to do with it.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to Pending Payments' }));
    expect(router.state.location.pathname).toBe('/payroll/pending-payments');
  });

  it('names the days an approval before the period ends would close, and sends close_early only once confirmed', async () => {
    // This month has not ended: its run closes today to the month's last day early.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
    const [year, month] = today.split('-').map(Number);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
    const day = Number(today.slice(8));
    const days = day === last ? `${day} ${monthName}` : `${day}–${last} ${monthName}`;
    const run = buildPayRun({
      id: 'run-1',
      period_start: `${today.slice(0, 7)}-01`,
      period_end: `${today.slice(0, 7)}-${last}`,
    });
    api = installFakePayrollApi({ payRuns: [run] });
    const { user } = renderWithProviders({ route: RUN });
    await screen.findByText('Jane Wanjiru');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${monthName} ${year}?` });
    expect(dialog).toHaveTextContent(
      `This period has not ended: approving it now closes it early. Deliveries of ${days} can no longer be recorded or changed.`,
    );
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('POST /pay-runs/run-1/approve');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const again = await screen.findByRole('dialog', { name: `Approve ${monthName} ${year}?` });
    await user.click(within(again).getByRole('button', { name: 'Close early and approve' }));
    await waitFor(() => expect(figure('Status')).toBe('Approved'));
    expect(api.bodies('POST /pay-runs/run-1/approve')).toEqual([{ close_early: true }]);
  });

  it('asks again when the API finds the period still open, with its words', async () => {
    api = installFakePayrollApi();
    const message =
      'This pay period has not ended: approving it now closes it early. Deliveries of 31 March can no longer be recorded or changed.';
    api.on({
      'POST /pay-runs/run-1/approve': async (req) => {
        const body = await req.json().catch(() => undefined);
        if (body?.close_early) return testPayRuns[1];
        return jsonResponse(
          { statusCode: 409, error: 'Conflict', message, fields: { close_early: 'must be true' } },
          409,
        );
      },
    });
    const { user } = await openRun();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve March 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close early and approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the API's 409 in the confirmation and keeps it open", async () => {
    api = installFakePayrollApi();
    api.on({
      'POST /pay-runs/run-1/approve': () =>
        jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This pay run is already approved' }, 409),
    });
    const { user } = await openRun();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve March 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This pay run is already approved');
  });

  it('is recomputed after a confirmation; whoever recomputed it may then not approve it', async () => {
    api = installFakePayrollApi();
    const { user } = await openRun();
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Recompute March 2026?' })).getByRole('button', {
        name: 'Recompute',
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled());
    expect(figure('Computed by')).toMatch(/^Wanjiku Kamau on /);
    expect(api.calls).toContain('POST /pay-runs/run-1/recompute');
  });

  it('deletes a draft after a confirmation and goes back to the list', async () => {
    api = installFakePayrollApi();
    const { user, router } = await openRun();
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the draft of March 2026?' })).getByRole('button', {
        name: 'Delete draft',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll/pay-runs'));
    expect(await screen.findByText('1–15 Feb 2026')).toBeInTheDocument();
    expect(screen.queryByText('March 2026')).not.toBeInTheDocument();
  });

  it('gives an office clerk the figures and payments, but no actions', async () => {
    api = installFakePayrollApi();
    await openRun(withRole(signedInUser, 'user'));
    for (const name of ['Recompute', 'Approve', 'Delete draft'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("shows the not-found panel for another organisation's pay run (the API answers 404)", async () => {
    api = installFakePayrollApi();
    api.on({
      'GET /pay-runs/run-other': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Pay run run-other not found' }, 404),
    });
    renderWithProviders({ route: '/payroll/pay-runs/run-other' });
    expect(await screen.findByRole('region', { name: 'Pay run not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch the pay run')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows an approved run without actions', async () => {
    api = installFakePayrollApi({
      payRuns: [{ ...testPayRuns[1], id: 'run-1', period_start: '2026-03-01', period_end: '2026-03-31' }],
    });
    await openRun();
    expect(figure('Status')).toBe('Approved');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
