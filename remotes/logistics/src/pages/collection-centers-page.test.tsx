import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  testLocations,
  type FakeLogisticsApi,
} from '../testing';

const LIST = '/logistics-management/collection-centers-and-qa-agents';
const REPORT = 'GET /reports/routes-and-collection-centers';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const names = () => readTable('Collection centers').map(([name]) => name);
const queries = () => api.queries(REPORT);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Kiambu Town CC');
  return view;
}

describe('Collection Centers & QA Agents', () => {
  it('shows Loading ..., then each centre with its location, QA agents and farmers', async () => {
    const release = api.hold(REPORT);
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { name: 'Collection Centers & QA Agents' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();
    await screen.findByText('Kiambu Town CC');
    expect(screen.queryByText('Loading ...')).not.toBeInTheDocument();

    for (const header of ['Collection Center', 'Location', 'Assigned QA Agent', 'Farmers']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(readTable('Collection centers')).toEqual([
      ['Kiambu Town CC', 'Kiambu Road, Kiambu', 'Grace Njeri, Peter Kamau', '120', 'Edit'],
      ['Limuru CC', 'Market Street, Limuru', 'Ann Wambui', '85', 'Edit'],
      // No address yet: where the map put it.
      ['Githunguri CC', '-1.0586, 36.7764', 'N/A', '0', 'Edit'],
    ]);
    expect(queries()).toEqual(['organization_id=org-1&limit=10&offset=0']);
  });

  it('says Failed to fetch collectionCenters when the report fails', async () => {
    api.on({ [REPORT]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch collectionCenters');
  });

  it('searches and sorts on the server', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'limuru');
    await waitFor(() => expect(names()).toEqual(['Limuru CC']));
    expect(queries().at(-1)).toBe('organization_id=org-1&q=limuru&limit=10&offset=0');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    const farmers = screen.getByRole('columnheader', { name: 'Farmers' });
    await user.click(within(farmers).getByText('Farmers'));
    await waitFor(() => expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=farmers'));
    await user.click(within(farmers).getByText('Farmers'));
    await waitFor(() => expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=-farmers'));
    await waitFor(() => expect(names()).toEqual(['Kiambu Town CC', 'Limuru CC', 'Githunguri CC']));
  });

  it('exports the filtered centres from the API', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kiambu');
      await waitFor(() => expect(names()).toEqual(['Kiambu Town CC']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['collection-centers.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'route_name:Collection Center,address:Location,farmers:Farmers',
      );
      expect(queries().at(-1)).toBe(
        'organization_id=org-1&q=kiambu&columns=route_name%3ACollection+Center%2Caddress%3ALocation%2Cfarmers%3AFarmers&format=csv',
      );
      expect(await downloads.text(0)).toContain(
        '"Kiambu Town CC","Kiambu Road, Kiambu","Grace Njeri; Peter Kamau","120"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('opens Add New Collection Center', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add New Collection Center' }));
    expect(router.state.location.pathname).toBe('/collection-center/add');
  });

  /** The fake's centres with every detail of the centre form, so Edit can save them as they are. */
  function withCompleteCentres() {
    api.restore();
    api = installFakeLogisticsApi({
      locations: testLocations.map((location) => ({
        ...location,
        address: location.address || 'Githunguri Road, Githunguri',
        contact_person: 'Grace Njeri',
        phone: '0712345678',
        operating_hours: '06:00-18:00',
        notes: null,
        qa_agents: [{ id: 'link-qa', name: 'Grace Njeri' }],
      })),
    });
  }

  it("edits a centre's name, capacity and status, and the list shows the new name", async () => {
    withCompleteCentres();
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Githunguri CC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Githunguri CC' });
    expect(await within(dialog).findByLabelText(/Center Name/)).toHaveValue('Githunguri CC');
    expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(2000);
    expect(within(dialog).getByLabelText('Active')).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText(/Center Name/));
    await user.type(within(dialog).getByLabelText(/Center Name/), 'Githunguri Central CC');
    await user.clear(within(dialog).getByLabelText(/Capacity/));
    await user.type(within(dialog).getByLabelText(/Capacity/), '2500');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every field of the form; the QA agent was not changed, so it is left as it is.
    expect(api.bodies('PUT /locations/loc-githunguri')).toEqual([
      {
        name: 'Githunguri Central CC',
        address: 'Githunguri Road, Githunguri',
        coordinates: { latitude: -1.0586, longitude: 36.7764 },
        contact_person: 'Grace Njeri',
        phone: '0712345678',
        operating_hours: '06:00-18:00',
        capacity: 2500,
        is_active: true,
        notes: null,
      },
    ]);
    await screen.findByText('Githunguri Central CC');
  });

  it('edits the contact, hours and QA agent of a centre with the rules of Add Collection Center', async () => {
    withCompleteCentres();
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Limuru CC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Limuru CC' });
    expect(await within(dialog).findByLabelText('Contact Person')).toHaveValue('Grace Njeri');
    expect(within(dialog).getByLabelText('Opens At')).toHaveValue('06:00');
    expect(within(dialog).getByLabelText('Assigned QA Agent')).toHaveValue('link-qa');

    await user.clear(within(dialog).getByLabelText('Phone Number'));
    await user.type(within(dialog).getByLabelText('Phone Number'), '12345');
    await user.clear(within(dialog).getByLabelText('Closes At'));
    await user.type(within(dialog).getByLabelText('Closes At'), '05:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a valid phone number, e.g. +254712345678 or 0712345678'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(api.bodies('PUT /locations/loc-limuru')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Phone Number'));
    await user.type(within(dialog).getByLabelText('Phone Number'), '+254 722 000 111');
    await user.clear(within(dialog).getByLabelText('Closes At'));
    await user.type(within(dialog).getByLabelText('Closes At'), '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /locations/loc-limuru')).toEqual([
      expect.objectContaining({ phone: '+254722000111', operating_hours: '06:00-19:30' }),
    ]);
  });

  it('checks the Edit form before saving', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Limuru CC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Limuru CC' });
    await user.clear(await within(dialog).findByLabelText(/Center Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Center Name is required')).toBeInTheDocument();
    expect(api.bodies('PUT /locations/loc-limuru')).toEqual([]);
  });

  it('keeps the Edit dialog open and says so when saving fails', async () => {
    withCompleteCentres();
    api.on({ 'PUT /locations/loc-limuru': () => jsonResponse({ message: 'Service unavailable' }, 503) });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Limuru CC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Limuru CC' });
    await within(dialog).findByLabelText(/Center Name/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while submitting the form.');
  });
});
