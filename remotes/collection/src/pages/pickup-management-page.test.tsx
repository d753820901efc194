import { jsonResponse } from '@maziwa/api-client/testing';
import type { PickupManagementRow } from '@maziwa/contracts';
import { formatDate, toZonedInput } from '@maziwa/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { currentMonth, monthDays, monthLabel, previousMonth } from '@maziwa/ui';
import {
  catchDownloads,
  installFakeCollectionApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  testPickups,
  type FakeCollectionApi,
} from '../testing';

const LIST = '/milk-collections/pickup-management';
/** The list with its date cleared: every day. */
const ALL_DAYS = `${LIST}?date=`;
const REPORT = 'GET /reports/pickup-management';

let api: FakeCollectionApi;
beforeEach(() => {
  api = installFakeCollectionApi();
});
afterEach(() => api.restore());

const table = () => readTable('Pickups');
const centres = () => table().map((cells) => cells[2]);
const pad = (n: number) => String(n).padStart(2, '0');
/** Today in the organisation's zone, as the kit reads the organisation's clock (toZonedInput). */
function todayInOrganisation() {
  const day = toZonedInput(new Date())!;
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
const queries = () => api.queries(REPORT);

async function renderList() {
  const view = renderWithProviders({ route: ALL_DAYS });
  await screen.findByText('Limuru CC');
  return view;
}

describe('Pickup Management', () => {
  it("opens on today's handovers, each with its day and shift; clearing the date shows every day", async () => {
    const today = todayInOrganisation();
    api.restore();
    api = installFakeCollectionApi({
      pickups: testPickups.map((row) => (row.id === 'cons-2' ? { ...row, date: today } : row)),
    });
    const { user, router } = renderWithProviders({ route: LIST });
    await screen.findByText('Limuru CC');
    expect(screen.getByLabelText('Date')).toHaveValue(formatDate(today));
    expect(queries()).toEqual([`organization_id=${TEST_ORG_ID}&from=${today}&to=${today}&limit=10&offset=0`]);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Shift' })).toBeInTheDocument();
    expect(table()).toEqual([[formatDate(today), 'Evening', 'Limuru CC', '830', 'Ann Wambui', '27', '830', '0']]);
    // The default is not written: a clean address opens on today.
    expect(router.state.location.search).toBe('');

    await user.clear(screen.getByLabelText('Date'));
    await waitFor(() => expect(centres()).toEqual(['Kiambu Town CC', 'Limuru CC', 'Githunguri CC']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0`);
    // Kept in the address, so a reload or a shared link shows every day too.
    expect(router.state.location.search).toBe('?date=');
  });

  it('lets go of the default day when a month is chosen', async () => {
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('No pickups found.');
    // Last year's February: offered whatever today's month (this year's go up to the current one).
    const year = new Date().getFullYear() - 1;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), `February ${year}`);
    const last = new Date(year, 2, 0).getDate();
    await waitFor(() =>
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&from=${year}-02-01&to=${year}-02-${last}&limit=10&offset=0`,
      ),
    );
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it('shows Loading trips... and then the handovers under the spec columns', async () => {
    const release = api.hold(REPORT);
    renderWithProviders({ route: ALL_DAYS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pickup Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading trips...')).toBeInTheDocument();
    release();

    await screen.findByText('Limuru CC');
    expect(screen.queryByText('Loading trips...')).not.toBeInTheDocument();
    for (const header of [
      'Date',
      'Shift',
      'Center Name',
      'Total Weight (KG)',
      'QA Agents',
      'Farmers Processed',
      'Handed Over Weight (KG)',
      'Rejected Weight (KG)',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      [
        formatDate('2025-02-03'),
        'Morning',
        'Kiambu Town CC',
        '1,520.5',
        'Grace Njeri, Peter Kamau',
        '48',
        '1,480',
        '40.5',
      ],
      [formatDate('2025-01-20'), 'Evening', 'Limuru CC', '830', 'Ann Wambui', '27', '830', '0'],
      [formatDate('2025-01-06'), 'Morning', 'Githunguri CC', '0', 'N/A', '0', '0', '0'],
    ]);
    expect(queries()).toEqual([`organization_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch trips when the report fails', async () => {
    api.on({ [REPORT]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: ALL_DAYS });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trips');
  });

  it('pages and sorts on the server', async () => {
    const many: PickupManagementRow[] = Array.from({ length: 14 }, (_, i) => ({
      ...testPickups[0],
      id: `cons-m${i}`,
      center_name: `Centre ${String(14 - i).padStart(2, '0')}`,
    }));
    api.restore();
    api = installFakeCollectionApi({ pickups: many });
    const { user } = renderWithProviders({ route: ALL_DAYS });
    await screen.findByText('Centre 14');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(centres()).toEqual(['Centre 04', 'Centre 03', 'Centre 02', 'Centre 01']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=10`);

    await user.click(within(screen.getByRole('columnheader', { name: 'Center Name' })).getByText('Center Name'));
    await waitFor(() => expect(centres()[0]).toBe('Centre 01'));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=center_name`);
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Rejected Weight (KG)' })).getByText('Rejected Weight (KG)'),
    );
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=rejected_weight`),
    );
    await user.click(within(screen.getByRole('columnheader', { name: 'Date' })).getByText('Date'));
    await waitFor(() => expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=date`));
  });

  it('searches and narrows by day and month on the server, with no status filter', async () => {
    const { user } = await renderList();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'limuru');
    await waitFor(() => expect(centres()).toEqual(['Limuru CC']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&q=limuru&limit=10&offset=0`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.type(screen.getByLabelText('Date'), '06/01/2025');
    await waitFor(() => expect(centres()).toEqual(['Githunguri CC']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&from=2025-01-06&to=2025-01-06&limit=10&offset=0`);

    await user.clear(screen.getByLabelText('Date'));
    // Last month: always offered, whatever today is (the kit's month in the organisation's zone).
    const lastMonth = previousMonth(currentMonth());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    const { from, to } = monthDays(lastMonth);
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&from=${from}&to=${to}&limit=10&offset=0`),
    );
    expect(await screen.findByText('No pickups found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kiambu');
      await waitFor(() => expect(centres()).toEqual(['Kiambu Town CC']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['pickup-management.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'date:Date,shift:Shift,center_name:Center Name,total_weight:Total Weight (KG),farmers_processed:Farmers Processed,handed_over_weight:Handed Over Weight (KG),rejected_weight:Rejected Weight (KG)',
      );
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&q=Kiambu&columns=date%3ADate%2Cshift%3AShift%2Ccenter_name%3ACenter+Name%2Ctotal_weight%3ATotal+Weight+%28KG%29%2Cfarmers_processed%3AFarmers+Processed%2Chanded_over_weight%3AHanded+Over+Weight+%28KG%29%2Crejected_weight%3ARejected+Weight+%28KG%29&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')[1]).toBe(
        '"2025-02-03","morning","Kiambu Town CC","1520.5","Grace Njeri; Peter Kamau","48","1480","40.5"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });
});
