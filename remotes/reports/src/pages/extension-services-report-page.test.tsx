import { catchDownloads } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { reportPeriod } from '../features/report-kit';
import { installFakeExtensionReportApi, readTable, renderWithProviders } from '../testing';

const PAGE = '/reports/extension-services';
// A custom period keeps the figures the same whatever today is.
const NOVEMBER = `${PAGE}?period=custom&from=2026-11-01&to=2026-11-30`;

let api: ReturnType<typeof installFakeExtensionReportApi>;
beforeEach(() => {
  api = installFakeExtensionReportApi();
});
afterEach(() => api.restore());

async function renderReport(route = NOVEMBER) {
  const view = renderWithProviders({ route });
  await screen.findByRole('grid', { name: 'Work per officer' });
  await waitFor(() => expect(readTable('Work per officer')).toHaveLength(3));
  return view;
}

describe('Extension Services report', () => {
  it("shows each officer's visits, calls, farmers reached and follow-ups, with the totals of the table", async () => {
    await renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Extension Services' })).toBeInTheDocument();
    expect(readTable('Work per officer')).toEqual([
      ['Jepkosgei Koech', '4', '1', '2', '10', '3', '4', '20', '3', '2', '66.7 %'],
      ['Ochieng Gitau', '6', '0', '1', '7', '4', '2', '16', '3', '0', '0 %'],
      ['Zawadi Idle', '0', '0', '0', '0', '0', '0', '0', '0', '0', 'N/A'],
    ]);
    const total = await screen.findByText(/^of 3 officers:/);
    expect(total.textContent).toBe(
      'Total of 3 officers: 10 visits done, 1 missed, 3 overdue now; 17 calls, 7 farm visits logged, 6 SMS; ' +
        '35 farmers reached (each once, however many officers reached them); 2 of 6 follow-ups done on time (33.3 %)',
    );
    expect(api.queries('GET /reports/extension-officers')).toContain(
      'from=2026-11-01&to=2026-11-30&organization_id=org-1&limit=10&offset=0',
    );
    expect(api.queries('GET /reports/extension-totals')).toContain(
      'from=2026-11-01&to=2026-11-30&organization_id=org-1&limit=10&offset=0',
    );
  });

  it('has no grouping to choose: a row is an officer', async () => {
    await renderReport();
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
    expect(screen.queryByLabelText('Group by')).not.toBeInTheDocument();
  });

  it('sorts the officers on the server, most visits first on a click', async () => {
    const { user } = await renderReport();
    const grid = screen.getByRole('grid', { name: 'Work per officer' });
    await user.click(within(grid).getByText('Visits done'));
    await waitFor(() =>
      expect(readTable('Work per officer').map(([name]) => name)).toEqual([
        'Zawadi Idle',
        'Jepkosgei Koech',
        'Ochieng Gitau',
      ]),
    );
    expect(api.queries('GET /reports/extension-officers').at(-1)).toContain('sort=visits_done');
  });

  it('compares the quality of the farmers visited with the others', async () => {
    await renderReport();
    await waitFor(() =>
      expect(readTable('Quality of farmers visited and not visited')).toEqual([
        ['Visited', '35', '33', '21,989.7', '3.99 %', '3.27 %', '226,829', '13.2 %'],
        ['Not visited', '233', '233', '97,103.6', '3.92 %', '3.26 %', '210,532', '10.3 %'],
      ]),
    );
  });

  it('asks for the new period when it changes, and keeps it in the URL', async () => {
    const { user, router } = await renderReport(PAGE);
    await user.selectOptions(screen.getByLabelText('Period'), 'last_month');
    expect(router.state.location.search).toContain('period=last_month');
    const { from, to } = reportPeriod('last_month');
    for (const path of [
      'GET /reports/extension-officers',
      'GET /reports/extension-totals',
      'GET /reports/extension-visited-quality',
    ]) {
      await waitFor(() => expect(api.queries(path).at(-1)).toContain(`from=${from}&to=${to}&`));
    }
  });

  it('exports the per-officer table as CSV from the API', async () => {
    const downloads = catchDownloads();
    const { user } = await renderReport();
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(downloads.names).toEqual(['extension-officers.csv']));
    expect(api.queries('GET /reports/extension-officers').at(-1)).toMatch(/format=csv/);
    await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    downloads.restore();
  });
});
