import { jsonResponse } from '@maziwa/api-client/testing';
import type { RejectionLogRow } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { currentMonth, monthDays, monthLabel, previousMonth } from '@maziwa/ui';
import {
  catchDownloads,
  installFakeQualityApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  testRejections,
  type FakeQualityApi,
} from '../testing';

const LIST = '/quality-control/rejection-logs';
const REPORT = 'GET /reports/rejection-logs';

let api: FakeQualityApi;
beforeEach(() => {
  api = installFakeQualityApi();
});
afterEach(() => api.restore());

const table = () => readTable('Rejection logs');
const farmers = () => table().map((cells) => cells[4]);
const queries = () => api.queries(REPORT);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Samuel Ouma');
  return view;
}

describe('Rejection Logs', () => {
  it('shows Loading rejectionLogs... and then the rejections under the spec columns', async () => {
    const release = api.hold(REPORT);
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rejection Logs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading rejectionLogs...')).toBeInTheDocument();
    release();

    await screen.findByText('Samuel Ouma');
    expect(screen.queryByText('Loading rejectionLogs...')).not.toBeInTheDocument();
    for (const header of [
      'Date',
      'Collection Center',
      'QA Agent',
      'Reason',
      'Farmer Name',
      'Weight (KG)',
      'Batch Number',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      ['03/02/2025', 'Limuru CC', 'N/A', 'Added water', 'Samuel Ouma', '22.5', 'LMR-250203-PM'],
      ['20/01/2025', 'Kiambu Town CC', 'Grace Njeri', 'High SCC', 'Jane Wanjiru', '1,250', 'KBU-250120-AM'],
      ['06/01/2025', 'Kiambu Town CC', 'Grace Njeri', 'Failed alcohol test', 'Peter Kamau', '8', 'KBU-250106-AM'],
    ]);
    expect(queries()).toEqual([`organization_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch rejectionLogs when the report fails', async () => {
    api.on({ [REPORT]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch rejectionLogs');
  });

  it('pages and sorts on the server', async () => {
    const many: RejectionLogRow[] = Array.from({ length: 12 }, (_, i) => ({
      ...testRejections[0],
      id: `rj-m${i}`,
      farmer_name: `Farmer ${String(12 - i).padStart(2, '0')}`,
      weight: i,
    }));
    api.restore();
    api = installFakeQualityApi({ rejections: many });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('Farmer 12');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(farmers()).toEqual(['Farmer 02', 'Farmer 01']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=10`);

    await user.click(within(screen.getByRole('columnheader', { name: 'Farmer Name' })).getByText('Farmer Name'));
    await waitFor(() => expect(farmers()[0]).toBe('Farmer 01'));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=farmer_name`);
    await user.click(within(screen.getByRole('columnheader', { name: 'Weight (KG)' })).getByText('Weight (KG)'));
    await waitFor(() => expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=weight`));
  });

  it('searches and narrows by day and month on the server, with no status filter', async () => {
    const { user } = await renderList();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'high scc');
    await waitFor(() => expect(farmers()).toEqual(['Jane Wanjiru']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&q=high+scc&limit=10&offset=0`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.type(screen.getByLabelText('Date'), '03/02/2025');
    await waitFor(() => expect(farmers()).toEqual(['Samuel Ouma']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&from=2025-02-03&to=2025-02-03&limit=10&offset=0`);

    await user.clear(screen.getByLabelText('Date'));
    // Last month: always offered, whatever today is (the kit's month in the organisation's zone).
    const lastMonth = previousMonth(currentMonth());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    const { from, to } = monthDays(lastMonth);
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&from=${from}&to=${to}&limit=10&offset=0`),
    );
    expect(await screen.findByText('No rejections found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kiambu');
      await waitFor(() => expect(farmers()).toEqual(['Jane Wanjiru', 'Peter Kamau']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['rejection-logs.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'date:Date,collection_center:Collection Center,qa_agent:QA Agent,reason:Reason,farmer_name:Farmer Name,weight:Weight (KG),batch_number:Batch Number',
      );
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&q=Kiambu&columns=date%3ADate%2Ccollection_center%3ACollection+Center%2Cqa_agent%3AQA+Agent%2Creason%3AReason%2Cfarmer_name%3AFarmer+Name%2Cweight%3AWeight+%28KG%29%2Cbatch_number%3ABatch+Number&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')).toHaveLength(4);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });
});
