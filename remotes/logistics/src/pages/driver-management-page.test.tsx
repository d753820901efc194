import { jsonResponse } from '@maziwa/api-client/testing';
import type { DriverReportRow, Page } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  driverRows,
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  type FakeLogisticsApi,
} from '../testing';

const LIST = '/logistics-management/driver-management';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const names = () => readTable('Drivers').map(([name]) => name);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Achieng Otieno');
  return view;
}

describe('Driver Management', () => {
  it('shows Loading ... and then the drivers under the spec columns, newest first', async () => {
    let answer!: (page: Page<DriverReportRow>) => void;
    api.on({ 'GET /reports/driver-management': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders({ route: LIST });

    expect(await screen.findByRole('heading', { name: 'Driver Management' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    answer({ data: driverRows, total: 3, limit: 1000, offset: 0 });

    await screen.findByText('Achieng Otieno');
    expect(screen.queryByText('Loading ...')).not.toBeInTheDocument();
    for (const header of ['Driver Name', 'Driver ID', 'Contact Information', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(readTable('Drivers')).toEqual([
      ['Achieng Otieno', 'DRV-003', '+254722000003', 'Pending', 'EditDeleteView'],
      ['Brian Mwangi', 'DRV-002', '+254722000002', 'Inactive', 'EditDeleteView'],
      ['Chebet Kiprono', 'DRV-001', '+254722000001', 'Active', 'EditDeleteView'],
    ]);
  });

  it("asks for the signed-in user's organisation, all drivers at once", async () => {
    let query = '';
    api.on({
      'GET /reports/driver-management': (req) => {
        query = req.query.toString();
        return { data: driverRows, total: 3, limit: 1000, offset: 0 };
      },
    });
    await renderList();
    expect(query).toBe('organization_id=org-1&limit=1000&offset=0');
  });

  it('says Failed to fetch user driverManagement when the report fails', async () => {
    api.on({ 'GET /reports/driver-management': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user driverManagement');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('filters the rows by the search text', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DRV-002');
    await waitFor(() => expect(names()).toEqual(['Brian Mwangi']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pending');
    await waitFor(() => expect(names()).toEqual(['Achieng Otieno']));
  });

  it('exports the rows shown as CSV, without the actions', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Mwangi');
      await waitFor(() => expect(names()).toEqual(['Brian Mwangi']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));

      expect(downloads.names).toEqual(['drivers.csv']);
      expect((await downloads.text(0)).split(/\r?\n/)).toEqual([
        '"Driver Name","Driver ID","Contact Information","Status"',
        '"Brian Mwangi","DRV-002","+254722000002","Inactive"',
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('opens Add New Driver', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add New Driver' }));
    expect(await screen.findByRole('heading', { name: 'Add New Driver' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/driver/add-new-driver');
  });

  it('shows a driver with View', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'View Brian Mwangi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brian Mwangi' });
    expect(within(dialog).getByText('DRV-002')).toBeInTheDocument();
    expect(within(dialog).getByText('+254722000002')).toBeInTheDocument();
    expect(within(dialog).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("changes a driver's status with Edit", async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Achieng Otieno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver Achieng Otieno' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('pending');

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /user-roles/link-3')).toEqual([{ status: 'active' }]);
    await waitFor(() => expect(readTable('Drivers')[0].slice(0, 4)).toEqual(['Achieng Otieno', 'DRV-003', '+254722000003', 'Active']));
  });

  it('keeps the Edit dialog open and says why when saving fails', async () => {
    api.on({ 'PUT /user-roles/link-3': () => jsonResponse({ message: 'Service unavailable' }, 503) });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Achieng Otieno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver Achieng Otieno' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while submitting the form.');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('inactive');
  });

  it('asks before Delete and removes the driver once confirmed', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Brian Mwangi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete driver Brian Mwangi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).not.toContain('DELETE /user-roles/link-2');

    await user.click(screen.getByRole('button', { name: 'Delete Brian Mwangi' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete driver Brian Mwangi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toContain('DELETE /user-roles/link-2');
    await waitFor(() => expect(names()).toEqual(['Achieng Otieno', 'Chebet Kiprono']));
  });

  it('says why a Delete failed and keeps the driver', async () => {
    api.on({ 'DELETE /user-roles/link-2': () => jsonResponse({ message: 'Driver is on an active trip' }, 409) });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Brian Mwangi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete driver Brian Mwangi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Driver is on an active trip');
    expect(names()).toContain('Brian Mwangi');
  });
});
