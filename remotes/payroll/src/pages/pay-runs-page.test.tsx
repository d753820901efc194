import { withRole } from '@maziwa/dev-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { monthLabel } from '@maziwa/ui';
import { lastClosedMonth } from '../features/pay-runs/model/pay-period';
import {
  buildPayRun,
  catchDownloads,
  installFakePayrollApi,
  readTable,
  renderWithProviders,
  signedInUser,
  testPayRuns,
  type FakePayrollApi,
} from '../testing';

const LIST = '/payroll/pay-runs';
let api: FakePayrollApi;

afterEach(() => api.restore());

const rows = () => readTable('Pay runs');

describe('Pay Runs', () => {
  it('lists the runs, newest period first, with their totals and who computed and approved them', async () => {
    api = installFakePayrollApi();
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Runs' })).toBeInTheDocument();
    await screen.findByText('March 2026');
    for (const header of [
      'Period',
      'Status',
      'Farmers',
      'Litres',
      'Gross',
      'Adjustments',
      'Deductions',
      'Net',
      'Paid',
      'Computed',
      'Approved',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(rows()).toEqual([
      [
        'March 2026',
        'Draft',
        '2',
        '1,250.5 L',
        'Ksh 62,525.00',
        'Ksh 300.00',
        'Ksh 4,500.00',
        'Ksh 58,325.00',
        'Ksh 0.00',
        'Grace Njeri, 01/04/2026 09:00',
        'N/A',
      ],
      [
        '1–15 Feb 2026',
        'Approved',
        '1',
        '300 L',
        'Ksh 15,000.00',
        'Ksh -150.00',
        'Ksh 0.00',
        'Ksh 14,850.00',
        'Ksh 0.00',
        'Grace Njeri, 16/02/2026 09:00',
        'Wanjiku Kamau, 16/02/2026 12:30',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'March 2026' })).toHaveAttribute('href', '/payroll/pay-runs/run-1');
    expect(api.queries('GET /pay-runs')).toEqual(['org_id=org-1&limit=10&offset=0']);
  });

  it('says Failed to fetch pay runs when the list fails', async () => {
    api = installFakePayrollApi();
    api.on({ 'GET /pay-runs': () => new Response('{"message":"boom"}', { status: 500 }) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pay runs');
  });

  it('computes a new draft for the period chosen, the last closed month by default, and opens it', async () => {
    api = installFakePayrollApi({ payRuns: [testPayRuns[1]] });
    const { user, router } = renderWithProviders({ route: LIST });
    await user.click(await screen.findByRole('button', { name: 'New Pay Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Pay Run' });
    const month = lastClosedMonth();
    expect(within(dialog).getByLabelText(/^Month/)).toHaveDisplayValue(monthLabel(month));
    expect(within(dialog).getByLabelText(/^Period/)).toHaveDisplayValue('Whole month');

    await user.selectOptions(within(dialog).getByLabelText(/^Period/), '1st–15th');
    await user.click(within(dialog).getByRole('button', { name: 'Compute Draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll/pay-runs/run-new-1'));
    expect(api.bodies('POST /pay-runs')).toEqual([
      { organization_id: 'org-1', period_start: `${month}-01`, period_end: `${month}-15` },
    ]);
    const [year, m] = month.split('-');
    const short = new Date(Date.UTC(Number(year), Number(m) - 1, 1)).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Pay Run 1–15 ${short} ${year}` })).toBeInTheDocument();
  });

  it("shows the API's 409 when a draft is still open, and keeps the dialog", async () => {
    api = installFakePayrollApi();
    const { user } = renderWithProviders({ route: LIST });
    await user.click(await screen.findByRole('button', { name: 'New Pay Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Pay Run' });
    await user.click(within(dialog).getByRole('button', { name: 'Compute Draft' }));
    expect(
      await within(dialog).findByText(
        'The pay run for 2026-03-01 to 2026-03-31 is still a draft: approve or delete it first',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Pay Run' })).toBeInTheDocument();
  });

  it('puts a period already paid at the Month field, with the whole reason', async () => {
    const month = lastClosedMonth();
    api = installFakePayrollApi({
      payRuns: [
        buildPayRun({ id: 'run-paid', status: 'completed', period_start: `${month}-01`, period_end: `${month}-15` }),
      ],
    });
    const { user } = renderWithProviders({ route: LIST });
    await user.click(await screen.findByRole('button', { name: 'New Pay Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Pay Run' });
    await user.click(within(dialog).getByRole('button', { name: 'Compute Draft' }));
    const monthField = within(dialog).getByLabelText(/^Month/);
    await waitFor(() =>
      expect(monthField).toHaveAccessibleDescription(
        `A pay run for ${month}-01 to ${month}-15 already covers these days`,
      ),
    );
  });

  it("exports every run from the API with the screen's columns, period, status and who in its words", async () => {
    api = installFakePayrollApi();
    const downloads = catchDownloads();
    try {
      const { user } = renderWithProviders({ route: LIST, user: withRole(signedInUser, 'user') });
      await screen.findByText('March 2026');
      // Export Data is for everyone who sees the list, not only those who may compute a run.
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['pay-runs.csv']));
      const query = new URLSearchParams(api.queries('GET /pay-runs').at(-1));
      expect(query.get('format')).toBe('csv');
      expect(query.get('columns')).toBe(
        'period:Period,status_label:Status,farmers:Farmers,litres:Litres,gross_amount:Gross,adjustments:Adjustments,' +
          'deductions:Deductions,net_amount:Net,paid_amount:Paid,computed:Computed,approved:Approved',
      );
    } finally {
      downloads.restore();
    }
  });

  it('offers New Pay Run only to those who may create payments', async () => {
    api = installFakePayrollApi();
    renderWithProviders({ route: LIST, user: withRole(signedInUser, 'user') });
    await screen.findByText('March 2026');
    expect(screen.queryByRole('button', { name: 'New Pay Run' })).not.toBeInTheDocument();
  });
});
