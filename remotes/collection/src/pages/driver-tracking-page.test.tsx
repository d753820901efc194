import { jsonResponse } from '@maziwa/api-client/testing';
import type { DriverTrackingRow } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  installFakeCollectionApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  testTracking,
  type FakeCollectionApi,
} from '../testing';

const LIST = '/milk-collections/driver-tracking';
const REPORT = 'GET /reports/driver-tracking';

let api: FakeCollectionApi;
beforeEach(() => {
  api = installFakeCollectionApi();
});
afterEach(() => api.restore());

const table = () => readTable('Drivers');
const drivers = () => table().map((cells) => cells[0].slice(2));
const queries = () => api.queries(REPORT);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Brian Mwangi');
  return view;
}

describe('Driver Tracking', () => {
  it('shows Loading user roles... and then the drivers under the spec columns', async () => {
    const release = api.hold(REPORT);
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Driver Tracking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading user roles...')).toBeInTheDocument();
    release();

    await screen.findByText('Brian Mwangi');
    expect(screen.queryByText('Loading user roles...')).not.toBeInTheDocument();
    for (const header of [
      'Driver',
      'Data Source',
      'Current Route',
      'Status',
      'Last Update',
      'Next Collection Center',
      'Milk Cans Collected',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // Each name comes with an avatar of its initials, not an image.
    expect(table()).toEqual([
      [
        'AOAchieng Otieno',
        'Mobile App',
        'Limuru Loop',
        'Scheduled',
        'N/A',
        'Limuru CC',
        '0',
        'MessageCallView Progress',
      ],
      [
        'BMBrian Mwangi',
        'Milk Analyzer',
        'Kiambu North',
        'In Progress',
        '03/02/2025 07:45',
        'Githunguri CC',
        '12',
        'MessageCallView Progress',
      ],
      ['CKChebet Kiprono', 'Manual', 'N/A', 'Idle', 'N/A', 'N/A', '0', 'MessageCallView Progress'],
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(queries()).toEqual([`organization_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch user roles when the report fails', async () => {
    api.on({ [REPORT]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user roles');
  });

  it('pages and sorts on the server', async () => {
    const many: DriverTrackingRow[] = Array.from({ length: 13 }, (_, i) => ({
      ...testTracking[2],
      id: `link-m${i}`,
      driver_name: `Driver ${String(13 - i).padStart(2, '0')}`,
      milk_cans_collected: i,
    }));
    api.restore();
    api = installFakeCollectionApi({ tracking: many });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('Driver 13');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(drivers()).toEqual(['Driver 03', 'Driver 02', 'Driver 01']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=10`);

    await user.click(within(screen.getByRole('columnheader', { name: 'Driver' })).getByText('Driver'));
    await waitFor(() => expect(drivers()[0]).toBe('Driver 01'));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=driver_name`);
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Milk Cans Collected' })).getByText('Milk Cans Collected'),
    );
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=milk_cans_collected`),
    );
  });

  it('searches and filters by status on the server; the report has no day or month', async () => {
    const { user } = await renderList();
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kiambu');
    await waitFor(() => expect(drivers()).toEqual(['Brian Mwangi']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&q=kiambu&limit=10&offset=0`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Scheduled', 'In Progress', 'Completed', 'Idle']);
    await user.selectOptions(status, 'Idle');
    await waitFor(() => expect(drivers()).toEqual(['Chebet Kiprono']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&status=idle&limit=10&offset=0`);
    await user.selectOptions(status, 'Completed');
    expect(await screen.findByText('No drivers found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
      await waitFor(() => expect(drivers()).toEqual(['Brian Mwangi']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['driver-tracking.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'driver_name:Driver,current_route:Current Route,status:Status,last_update:Last Update,milk_cans_collected:Milk Cans Collected',
      );
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&status=in_progress&columns=driver_name%3ADriver%2Ccurrent_route%3ACurrent+Route%2Cstatus%3AStatus%2Clast_update%3ALast+Update%2Cmilk_cans_collected%3AMilk+Cans+Collected&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')[1]).toBe(
        '"Brian Mwangi","milk_analyzer","Kiambu North","in_progress","2025-02-03T07:45:00+03:00","Githunguri CC","12"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it("Message and Call link to the driver's phone, looked up once for the page", async () => {
    await renderList();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Call Brian Mwangi' })).toHaveAttribute('href', 'tel:+254722000002'),
    );
    expect(screen.getByRole('link', { name: 'Message Brian Mwangi' })).toHaveAttribute('href', 'sms:+254722000002');
    expect(screen.getByRole('link', { name: 'Message Achieng Otieno' })).toHaveAttribute('href', 'sms:+254722000003');

    const call = screen.getByRole('link', { name: 'Call Chebet Kiprono' });
    expect(call).not.toHaveAttribute('href');
    expect(call).toHaveAttribute('aria-disabled', 'true');
    expect(call).toHaveAttribute('title', 'No phone number is on file for Chebet Kiprono');
    expect(screen.getByRole('link', { name: 'Message Chebet Kiprono' })).toHaveAttribute('aria-disabled', 'true');

    expect(api.queries('GET /user-roles')).toEqual([
      `org_id=${TEST_ORG_ID}&filter=id%3Alink-d2%2Cid%3Alink-d1%2Cid%3Alink-d3&populate=user&limit=3`,
    ]);
  });

  it('uses the phone the report gives, without looking it up', async () => {
    api.restore();
    api = installFakeCollectionApi({
      tracking: [{ ...testTracking[2], phone: '+254 733 000 111' } as DriverTrackingRow],
    });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('link', { name: 'Call Chebet Kiprono' })).toHaveAttribute(
      'href',
      'tel:+254733000111',
    );
    expect(api.calls).not.toContain('GET /user-roles');
  });

  it('says why Message and Call are off when the phones cannot be looked up', async () => {
    api.on({ 'GET /user-roles': () => jsonResponse({ message: 'boom' }, 500) });
    await renderList();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Call Brian Mwangi' })).toHaveAttribute(
        'title',
        'The phone number could not be looked up',
      ),
    );
  });

  describe('View Progress', () => {
    it("shows the driver's latest trip: route, centres in order with the next one, litres so far", async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'View Progress Brian Mwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Progress of Brian Mwangi' });
      await within(dialog).findByText('1,250.5');

      const details = Object.fromEntries(
        within(dialog)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(details).toEqual({
        Status: 'In Progress',
        'Last Update': '03/02/2025 07:45',
        'Milk Cans Collected': '12',
        Route: 'Kiambu North',
        'Trip Start': '06/01/2025 05:30',
        'Trip Status': 'Completed',
        'Collection Centers': 'Kiambu Town CCGithunguri CC (next)',
        'Litres Collected So Far': '1,250.5',
      });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Kiambu Town CC', 'Githunguri CC (next)']);
      expect(api.queries('GET /trips')).toEqual([
        `org_id=${TEST_ORG_ID}&filter=user_roles_ids%3Alink-d1&sort=-start_time&limit=100`,
      ]);
      expect(api.queries('GET /reports/collection-schedule')).toEqual([
        `organization_id=${TEST_ORG_ID}&from=2025-01-05&to=2025-01-07&limit=1000`,
      ]);
    });

    it('says so when the driver has no trip yet', async () => {
      api.on({ 'GET /trips': () => ({ data: [], total: 0, limit: 100, offset: 0 }) });
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'View Progress Chebet Kiprono' }));
      const dialog = await screen.findByRole('dialog', { name: 'Progress of Chebet Kiprono' });
      expect(await within(dialog).findByText('Chebet Kiprono has no trip yet.')).toBeInTheDocument();
    });

    it('says Failed to fetch trips when the trip cannot be loaded', async () => {
      api.on({ 'GET /trips': () => jsonResponse({ message: 'boom' }, 500) });
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'View Progress Brian Mwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Progress of Brian Mwangi' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch trips');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
