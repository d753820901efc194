import { jsonResponse } from '@maziwa/api-client/testing';
import { currentMonth, monthDays, monthLabel, previousMonth } from '@maziwa/ui';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  driverRows,
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  testTrips,
  type FakeLogisticsApi,
} from '../testing';

const LIST = '/logistics-management/trips';
const BASE = 'org_id=org-1&populate=route%2Cuser_roles';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const queries = () => api.queries('GET /trips');
const routeNames = () => readTable('Trips').map(([route]) => route);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Chebet Kiprono, Achieng Otieno');
  return view;
}

describe('Trips', () => {
  it("shows Loading trips..., then each trip's route, drivers, times and status", async () => {
    const release = api.hold('GET /trips');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { name: 'Trips' })).toBeInTheDocument();
    expect(await screen.findByText('Loading trips...')).toBeInTheDocument();
    release();
    await screen.findByText('Chebet Kiprono, Achieng Otieno');

    for (const header of ['Route', 'Drivers', 'Start', 'End', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The API's order (the fake keeps the fixture order); the QA agent on trip 2 is not a driver.
    expect(readTable('Trips')).toEqual([
      ['Kiambu North', 'Brian Mwangi', '06/01/2025 05:30', '06/01/2025 09:00', 'Completed'],
      ['Kiambu North', 'Brian Mwangi', '03/02/2025 05:30', '03/02/2025 09:15', 'Scheduled'],
      ['Limuru Loop', 'Chebet Kiprono, Achieng Otieno', '20/01/2025 14:00', '20/01/2025 16:30', 'In Progress'],
    ]);
    expect(queries()).toEqual([`${BASE}&limit=10&offset=0`]);
    // One request names the drivers of the whole page.
    expect(api.queries('GET /user-roles')).toEqual([
      'org_id=org-1&filter=role_name%3ADriver%2Cid%3Alink-1%2Cid%3Alink-2%2Cid%3Alink-3%2Cid%3Alink-qa&populate=user&limit=4',
    ]);
  });

  it('shows the drivers the API names without looking them up', async () => {
    api.restore();
    api = installFakeLogisticsApi({
      trips: testTrips.map((trip) => ({ ...trip, driver_names: trip.id === 'trip-3' ? ['Wanjiku Kamau'] : [] })),
    });
    renderWithProviders({ route: LIST });
    await waitFor(() =>
      expect(readTable('Trips').map(([, drivers]) => drivers)).toEqual(['N/A', 'N/A', 'Wanjiku Kamau']),
    );
    expect(api.queries('GET /user-roles')).toEqual([]);
  });

  it("shows the crew's member ids when their names cannot be loaded", async () => {
    api.on({ 'GET /user-roles': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    await waitFor(() =>
      expect(readTable('Trips').map(([, drivers]) => drivers)).toEqual([
        'DRV-002',
        'DRV-002, QA-001',
        'DRV-001, DRV-003',
      ]),
    );
  });

  it('leaves out a crew member without a member id when their names cannot be loaded', async () => {
    api.restore();
    api = installFakeLogisticsApi({
      drivers: driverRows.map((row) => (row.id === 'link-1' ? { ...row, driver_id: '' } : row)),
    });
    api.on({ 'GET /user-roles': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    await waitFor(() =>
      expect(readTable('Trips').map(([, drivers]) => drivers)).toEqual(['DRV-002', 'DRV-002, QA-001', 'DRV-003']),
    );
  });

  it('says Failed to fetch trips when the list fails', async () => {
    api.on({ 'GET /trips': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trips');
  });

  it('filters by status, month and date on the server', async () => {
    const { user } = await renderList();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Scheduled', 'In Progress', 'Completed']);

    await user.selectOptions(status, 'Completed');
    await waitFor(() => expect(routeNames()).toEqual(['Kiambu North']));
    expect(queries().at(-1)).toBe(`${BASE}&status=completed&limit=10&offset=0`);

    await user.selectOptions(status, 'All Status');
    // Last month: always offered, whatever today is (the kit's month in the organisation's zone).
    const lastMonth = previousMonth(currentMonth());
    const { from, to } = monthDays(lastMonth);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    await waitFor(() => expect(queries().at(-1)).toBe(`${BASE}&from=${from}&to=${to}&limit=10&offset=0`));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'All Months');
    await user.type(screen.getByLabelText('Date'), '20/01/2025');
    await waitFor(() => expect(routeNames()).toEqual(['Limuru Loop']));
    expect(queries().at(-1)).toBe(`${BASE}&from=2025-01-20&to=2025-01-20&limit=10&offset=0`);
  });

  it('searches by route name and sorts by start on the server', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'limuru');
    await waitFor(() => expect(routeNames()).toEqual(['Limuru Loop']));
    expect(queries().at(-1)).toBe(`${BASE}&q=limuru&limit=10&offset=0`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(routeNames()).toHaveLength(3));
    const start = screen.getByRole('columnheader', { name: 'Start' });
    await user.click(within(start).getByText('Start'));
    await waitFor(() => expect(queries().at(-1)).toBe(`${BASE}&limit=10&offset=0&sort=start_time`));
    await user.click(within(start).getByText('Start'));
    await waitFor(() =>
      expect(readTable('Trips').map((row) => row[2])).toEqual([
        '03/02/2025 05:30',
        '20/01/2025 14:00',
        '06/01/2025 05:30',
      ]),
    );
    expect(queries().at(-1)).toBe(`${BASE}&limit=10&offset=0&sort=-start_time`);
  });

  it('exports the filtered trips from the API', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
      await waitFor(() => expect(routeNames()).toEqual(['Limuru Loop']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['trips.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns (the
      // drivers as the API names them).
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'route_name:Route,driver_names:Drivers,start_time:Start,end_time:End,status:Status',
      );
      expect(queries().at(-1)).toBe(
        `${BASE}&status=in_progress&columns=route_name%3ARoute%2Cdriver_names%3ADrivers%2Cstart_time%3AStart%2Cend_time%3AEnd%2Cstatus%3AStatus&format=csv`,
      );
      expect((await downloads.text(0)).trim().split('\n')).toEqual([
        '"route_name","start_time","end_time","status"',
        '"Limuru Loop","2025-01-20T14:00:00+03:00","2025-01-20T16:30:00+03:00","in_progress"',
      ]);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('opens Add Trip', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add Trip' }));
    expect(router.state.location.pathname).toBe('/trip/add');
  });
});
