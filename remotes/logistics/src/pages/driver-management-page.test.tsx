import { jsonResponse } from '@maziwa/api-client/testing';
import type { DriverReportRow, Page } from '@maziwa/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  buildDriverRow,
  catchDownloads,
  driverRows,
  fakeObjectUrls,
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
/** Query strings of the driver report requests so far, oldest first. */
const queries = () => api.queries('GET /reports/driver-management');

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
    answer({ data: driverRows, total: 3, limit: 10, offset: 0 });

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
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("asks for the signed-in user's organisation, one page of 10 in the API's order", async () => {
    await renderList();
    expect(queries()).toEqual(['organization_id=org-1&limit=10&offset=0']);
  });

  it('says Failed to fetch user driverManagement when the report fails', async () => {
    api.on({ 'GET /reports/driver-management': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user driverManagement');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  describe('with many drivers', () => {
    // 25 drivers, named so that the API's order, A-Z and Z-A differ.
    const many = Array.from({ length: 25 }, (_, i) =>
      buildDriverRow({
        id: `link-m${i + 1}`,
        driver_name: `Driver ${String(25 - i).padStart(2, '0')}`,
        driver_id: `DRV-M${String(i + 1).padStart(2, '0')}`,
      }),
    );
    beforeEach(() => {
      api.restore();
      api = installFakeLogisticsApi({ drivers: many });
    });

    it('pages on the server: Page X of Y from the total, Next and Last ask for the next offsets', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Driver 25');
      expect(names()).toHaveLength(10);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(names()[0]).toBe('Driver 15'));
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=10');

      await user.click(screen.getByRole('button', { name: 'Last' }));
      await waitFor(() => expect(names()).toEqual(['Driver 05', 'Driver 04', 'Driver 03', 'Driver 02', 'Driver 01']));
      expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=20');
    });

    it('sorts on the server from the headers, back to page 1', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Driver 25');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Page 2 of 3');

      const header = screen.getByRole('columnheader', { name: 'Driver Name' });
      await user.click(within(header).getByText('Driver Name'));
      await waitFor(() => expect(names()[0]).toBe('Driver 01'));
      expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=driver_name');
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

      await user.click(within(header).getByText('Driver Name'));
      await waitFor(() => expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=-driver_name'));

      const status = screen.getByRole('columnheader', { name: 'Status' });
      await user.click(within(status).getByText('Status'));
      await waitFor(() => expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=status'));
    });
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DRV-002');
    await waitFor(() => expect(names()).toEqual(['Brian Mwangi']));
    // One request for the whole word, not one per keystroke.
    expect(queries().filter((query) => query.includes('q='))).toEqual([
      'organization_id=org-1&q=DRV-002&limit=10&offset=0',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kiprono');
    await waitFor(() => expect(names()).toEqual(['Chebet Kiprono']));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(await screen.findByText('No drivers found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Mwangi');
      await waitFor(() => expect(names()).toEqual(['Brian Mwangi']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));

      await waitFor(() => expect(downloads.names).toEqual(['drivers.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'driver_name:Driver Name,driver_id:Driver ID,contact_information:Contact Information,status:Status',
      );
      expect(queries().at(-1)).toBe(
        'organization_id=org-1&q=Mwangi&columns=driver_name%3ADriver+Name%2Cdriver_id%3ADriver+ID%2Ccontact_information%3AContact+Information%2Cstatus%3AStatus&format=csv',
      );
      expect((await downloads.text(0)).split(/\r?\n/)).toEqual([
        '"driver_name","driver_id","contact_information","status"',
        '"Brian Mwangi","DRV-002","+254722000002","inactive"',
        '',
      ]);
      // The URL is given back on a timer; restoring URL before that would break it.
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('says why an export failed, next to the button', async () => {
    const { user } = await renderList();
    api.on({
      'GET /reports/driver-management': (req) =>
        req.query.get('format') === 'csv'
          ? jsonResponse({ message: 'Export is busy, try again' }, 503)
          : { data: driverRows, total: 3, limit: 10, offset: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed: Export is busy, try again');
    expect(names()).toHaveLength(3);
  });

  it('opens Add New Driver', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add New Driver' }));
    expect(await screen.findByRole('heading', { name: 'Add New Driver' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/driver/add-new-driver');
  });

  describe('View', () => {
    let objectUrls: ReturnType<typeof fakeObjectUrls>;
    beforeEach(() => {
      objectUrls = fakeObjectUrls();
    });
    afterEach(() => {
      // Unmount first: the dialog revokes its URLs as it goes.
      cleanup();
      objectUrls.restore();
    });

    /** The dialog's rows as label -> text. */
    const details = (dialog: HTMLElement) =>
      Object.fromEntries(
        within(dialog)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );

    it('shows the driver and the stored profile: photo, licence document, dates', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'View Brian Mwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Brian Mwangi' });
      const photo = await within(dialog).findByRole('img', { name: 'Photo of Brian Mwangi' });
      const licence = await within(dialog).findByRole('link', { name: 'Open license document' });

      expect(details(dialog)).toEqual({
        'Driver Name': 'Brian Mwangi',
        'Driver ID': 'DRV-002',
        'Contact Information': '+254722000002',
        Status: 'Inactive',
        Photo: '',
        'Date of Birth': '03/07/1988',
        Gender: 'Male',
        'License Number': 'DL-120034',
        'License Expiry': '30/11/2029',
        'License Document': 'Open license document',
        'Date of Hire': '01/06/2021',
        'Additional Info': 'Knows every farm on the Limuru loop',
      });
      expect(api.calls).toEqual(
        expect.arrayContaining(['GET /user-roles/link-2', 'GET /files/file-photo-2', 'GET /files/file-licence-2']),
      );
      const photoUrl = photo.getAttribute('src')!;
      expect(objectUrls.blob(photoUrl)?.type).toBe('image/png');
      expect(objectUrls.blob(licence.getAttribute('href')!)?.type).toBe('application/pdf');
      expect(licence).toHaveAttribute('target', '_blank');

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Closing gives the memory back.
      expect(objectUrls.revoked).toEqual(expect.arrayContaining([photoUrl, licence.getAttribute('href')]));
      expect(objectUrls.live()).toEqual([]);
    });

    it('says N/A for details never given', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'View Achieng Otieno' }));
      const dialog = await screen.findByRole('dialog', { name: 'Achieng Otieno' });
      await within(dialog).findByText('Date of Birth');
      expect(details(dialog)).toMatchObject({
        Photo: 'N/A',
        'Date of Birth': 'N/A',
        Gender: 'N/A',
        'License Document': 'N/A',
      });
      expect(api.calls.some((call) => call.startsWith('GET /files/'))).toBe(false);
    });

    it('still shows the row, and says so, when the details cannot be loaded', async () => {
      api.on({ 'GET /user-roles/link-2': () => jsonResponse({ message: 'boom' }, 500) });
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'View Brian Mwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Brian Mwangi' });
      expect(await within(dialog).findByText('Failed to fetch user roles')).toBeInTheDocument();
      expect(within(dialog).getByText('DRV-002')).toBeInTheDocument();
    });

    it('shows what a newly added driver was saved with', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add New Driver' }));
      await screen.findByRole('heading', { name: 'Add New Driver' });
      await screen.findByRole('option', { name: 'Limuru Loop' });
      await user.type(screen.getByLabelText('Full Name'), 'Mary Wanjiru');
      await user.type(screen.getByLabelText('Date of Birth'), '12/04/1990');
      await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
      await user.upload(
        screen.getByLabelText('Photo'),
        new File([new Uint8Array([0x89, 0x50])], 'mary.png', { type: 'image/png' }),
      );
      await user.type(screen.getByLabelText('Phone Number'), '+254712345678');
      await user.type(screen.getByLabelText('Email Address'), 'mary@maziwa.test');
      await user.type(screen.getByLabelText('License Number'), 'DL-778812');
      await user.type(screen.getByLabelText('License Expiry'), `31/01/${new Date().getFullYear() + 3}`);
      await user.type(screen.getByLabelText('Employee ID'), 'DRV-104');
      await user.type(screen.getByLabelText('Date of Hire'), '01/02/2024');
      await user.selectOptions(screen.getByLabelText('Status'), 'Active');
      await user.selectOptions(screen.getByLabelText('Assigned Route'), 'Limuru Loop');
      await user.click(screen.getByRole('button', { name: 'Save Driver' }));

      await user.click(await screen.findByRole('button', { name: 'View Mary Wanjiru' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mary Wanjiru' });
      expect(await within(dialog).findByRole('img', { name: 'Photo of Mary Wanjiru' })).toBeInTheDocument();
      expect(details(dialog)).toMatchObject({
        'Date of Birth': '12/04/1990',
        Gender: 'Female',
        'License Number': 'DL-778812',
        'License Document': 'N/A',
      });
    });
  });

  it("opens the driver's Edit page from the row", async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit Achieng Otieno' }));
    expect(await screen.findByDisplayValue('Achieng Otieno')).toBe(screen.getByLabelText('Full Name'));
    expect(screen.getByRole('heading', { name: 'Edit Driver' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/driver/link-3/edit');
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
