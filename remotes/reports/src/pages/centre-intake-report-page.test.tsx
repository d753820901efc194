import { catchDownloads } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { reportPeriod } from '../features/report-kit';
import { installFakeCentreIntakeApi, readTable, renderWithProviders } from '../testing';

const PAGE = '/reports/intake';
const TABLE = 'Intake per centre and shift';
// A custom period keeps the figures the same whatever today is.
const WEEK = `${PAGE}?period=custom&from=2026-11-22&to=2026-11-28`;

let api: ReturnType<typeof installFakeCentreIntakeApi>;
beforeEach(() => {
  api = installFakeCentreIntakeApi();
});
afterEach(() => api.restore());

async function renderReport(route = WEEK) {
  const view = renderWithProviders({ route });
  await screen.findByRole('grid', { name: TABLE });
  await waitFor(() => expect(readTable(TABLE)).toHaveLength(4));
  return view;
}

describe('Centre Intake report', () => {
  it("shows each centre's deliveries, farmers, accepted and rejected litres per day and shift", async () => {
    await renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Centre Intake' })).toBeInTheDocument();
    expect(readTable(TABLE)).toEqual([
      ['Githunguri', '28/11/2026', 'Evening', '40', '38', '412.5', '0', '10.31'],
      ['Githunguri', '28/11/2026', 'Morning', '120', '117', '1,530.25', '24', '12.95'],
      ['Limuru', '28/11/2026', 'Morning', '85', '85', '990', '12.5', '11.79'],
      ['Githunguri', '27/11/2026', 'Morning', '118', '115', '1,498', '0', '12.69'],
    ]);
    expect(api.queries('GET /reports/centre-intake')).toContain(
      'from=2026-11-22&to=2026-11-28&organization_id=org-1&limit=10&offset=0',
    );
  });

  it('covers the last 7 days unless another period is chosen, and has no grouping', async () => {
    const { user, router } = await renderReport(PAGE);
    expect(screen.getByLabelText('Period')).toHaveValue('last_7_days');
    expect(screen.queryByLabelText('Group by')).not.toBeInTheDocument();
    const week = reportPeriod('last_7_days');
    expect(api.queries('GET /reports/centre-intake').at(-1)).toContain(`from=${week.from}&to=${week.to}&`);

    await user.selectOptions(screen.getByLabelText('Period'), 'last_month');
    expect(router.state.location.search).toContain('period=last_month');
    const { from, to } = reportPeriod('last_month');
    await waitFor(() => expect(api.queries('GET /reports/centre-intake').at(-1)).toContain(`from=${from}&to=${to}&`));
  });

  it('sorts on the server, fewest litres accepted first on a click', async () => {
    const { user } = await renderReport();
    const grid = screen.getByRole('grid', { name: TABLE });
    await user.click(within(grid).getByText('Accepted (L)'));
    await waitFor(() => expect(readTable(TABLE).map((row) => row[5])).toEqual(['412.5', '990', '1,498', '1,530.25']));
    expect(api.queries('GET /reports/centre-intake').at(-1)).toContain('sort=accepted_litres');
  });

  it('exports the whole table as CSV from the API', async () => {
    const downloads = catchDownloads();
    const { user } = await renderReport();
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(downloads.names).toEqual(['centre-intake.csv']));
    expect(api.queries('GET /reports/centre-intake').at(-1)).toMatch(/format=csv/);
    await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    downloads.restore();
  });
});
