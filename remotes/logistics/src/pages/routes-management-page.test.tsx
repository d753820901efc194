import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildDriverRow,
  catchDownloads,
  driverRows,
  installFakeLogisticsApi,
  networkRoutes,
  readTable,
  renderWithProviders,
  type FakeLogisticsApi,
} from '../testing';

const LIST = '/logistics-management/routes-management';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const queries = () => api.queries('GET /routes');
const names = () => readTable('Routes').map(([name]) => name);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Brian Mwangi');
  await screen.findByText('In Progress');
  return view;
}

describe('Routes Management', () => {
  it('shows Loading ..., then each route with its driver, centres, start times and latest trip', async () => {
    const release = api.hold('GET /routes');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { name: 'Routes Management' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();
    await screen.findByText('Brian Mwangi');
    await screen.findByText('In Progress');

    for (const header of ['Route Name', 'Assigned Driver', 'Collection Centers', 'Start Time', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(readTable('Routes')).toEqual([
      // Latest trip of Kiambu North: the February one, still scheduled.
      ['Kiambu North', 'Brian Mwangi', '2', '05:30, 14:00', 'Scheduled', 'EditAssignMap'],
      ['Limuru Loop', 'Unassigned', '1', 'N/A', 'In Progress', 'EditAssignMap'],
    ]);
    // Drivers, start times and the latest trip come with the routes: one request per page.
    expect(queries()).toEqual(['org_id=org-1&populate=locations&limit=10&offset=0']);
    expect(api.calls.filter((call) => call.startsWith('GET /user-roles') || call.startsWith('GET /trips'))).toEqual([]);
  });

  it('says No trips for a route never driven', async () => {
    api.restore();
    api = installFakeLogisticsApi({ trips: [] });
    renderWithProviders({ route: LIST });
    await waitFor(() => expect(readTable('Routes').map((row) => row[4])).toEqual(['No trips', 'No trips']));
  });

  it('says Failed to fetch routes when the list fails', async () => {
    api.on({ 'GET /routes': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch routes');
  });

  it('searches and sorts on the server', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'limuru');
    await waitFor(() => expect(names()).toEqual(['Limuru Loop']));
    expect(queries().at(-1)).toBe('org_id=org-1&populate=locations&q=limuru&limit=10&offset=0');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    const header = screen.getByRole('columnheader', { name: 'Route Name' });
    await user.click(within(header).getByText('Route Name'));
    await waitFor(() => expect(queries().at(-1)).toBe('org_id=org-1&populate=locations&limit=10&offset=0&sort=name'));
    await user.click(within(header).getByText('Route Name'));
    await waitFor(() => expect(names()).toEqual(['Limuru Loop', 'Kiambu North']));
    expect(queries().at(-1)).toBe('org_id=org-1&populate=locations&limit=10&offset=0&sort=-name');
  });

  it('exports the filtered routes from the API', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kiambu');
      await waitFor(() => expect(names()).toEqual(['Kiambu North']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['routes.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      // The grid's columns, each an API field, with their titles: the file has every column shown.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'name:Route Name,driver_names:Assigned Driver,location_count:Collection Centers,start_time_list:Start Time,latest_trip_status:Status',
      );
      expect(await downloads.text(0)).toContain('"Kiambu North","Brian Mwangi","2","05:30; 14:00","scheduled"');
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('opens Add New Route', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add New Route' }));
    expect(router.state.location.pathname).toBe('/route/add-new-route');
  });

  it('assigns a driver to a route, and the table shows them', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Assign Limuru Loop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a driver to Limuru Loop' });
    expect(within(dialog).getByText('No driver is on this route yet.')).toBeInTheDocument();
    const select = await within(dialog).findByLabelText(/Driver/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a driver', 'Achieng Otieno (DRV-003)', 'Brian Mwangi (DRV-002)', 'Chebet Kiprono (DRV-001)']);
    await user.selectOptions(select, 'Chebet Kiprono (DRV-001)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /user-roles/link-1')).toEqual([{ route_ids: ['route-limuru'] }]);
    await waitFor(() => expect(readTable('Routes')[1].slice(0, 2)).toEqual(['Limuru Loop', 'Chebet Kiprono']));
  });

  it('names a driver without a member id alone in the Assign list', async () => {
    api.restore();
    api = installFakeLogisticsApi({
      drivers: [...driverRows, buildDriverRow({ id: 'link-9', driver_name: 'Dan Kiptoo', driver_id: '' })],
    });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Assign Limuru Loop' }));
    const select = await within(
      await screen.findByRole('dialog', { name: 'Assign a driver to Limuru Loop' }),
    ).findByLabelText(/Driver/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Dan Kiptoo');
  });

  it('keeps a driver on their other routes and does not offer one already on the route', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Assign Kiambu North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a driver to Kiambu North' });
    expect(within(dialog).getByText('On this route: Brian Mwangi.')).toBeInTheDocument();
    const select = await within(dialog).findByLabelText(/Driver/);
    expect(within(select).queryByRole('option', { name: 'Brian Mwangi (DRV-002)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Driver is required')).toBeInTheDocument();
  });

  it("lists a route's centres with their coordinates on OpenStreetMap", async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Map Kiambu North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map of Kiambu North' });
    const centres = within(within(dialog).getByRole('list', { name: 'Collection centres' })).getAllByRole('listitem');
    expect(centres.map((item) => item.textContent)).toEqual([
      'Kiambu Town CCKiambu Road, Kiambu-1.1714, 36.8356',
      'Githunguri CC-1.0586, 36.7764',
    ]);
    const link = within(dialog).getByRole('link', { name: '-1.1714, 36.8356: Kiambu Town CC on OpenStreetMap' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-1.1714&mlon=36.8356#map=16/-1.1714/36.8356',
    );
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when a route has no centres to map', async () => {
    api.restore();
    api = installFakeLogisticsApi({ routes: [{ ...networkRoutes[1], location_ids: [] }] });
    const { user } = renderWithProviders({ route: LIST });
    await user.click(await screen.findByRole('button', { name: 'Map Limuru Loop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map of Limuru Loop' });
    expect(within(dialog).getByText('No collection centres on this route yet.')).toBeInTheDocument();
  });
});
