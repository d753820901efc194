import { jsonResponse } from '@maziwa/api-client/testing';
import type { Trip } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { currentMonth, monthDays, monthLabel, previousMonth } from '@maziwa/ui';
import {
  catchDownloads,
  installFakeCollectionApi,
  readTable,
  renderToaster,
  renderWithProviders,
  TEST_ORG_ID,
  testTrips,
  toastRegion,
  type FakeCollectionApi,
} from '../testing';

const LIST = '/milk-collections/collection-schedule';
const REPORT = 'GET /reports/collection-schedule';

let api: FakeCollectionApi;
beforeEach(() => {
  api = installFakeCollectionApi();
});
afterEach(() => api.restore());

const table = () => readTable('Collection schedule');
/** Center Name and Pick Start Time of the rows on screen. */
const trips = () => table().map((cells) => `${cells[1]} ${cells[3]}`);
const queries = () => api.queries(REPORT);
/** What the API is sent for a time the person picked on the organisation's (Nairobi) clock. */
const inNairobi = (local: string) => new Date(`${local}:00+03:00`).toISOString();

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Limuru Loop');
  return view;
}

describe('Collection Schedule', () => {
  it('shows Loading collections... and then the trips under the spec columns, latest first', async () => {
    const release = api.hold(REPORT);
    renderWithProviders({ route: LIST });

    expect(await screen.findByRole('heading', { level: 1, name: 'Collection Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading collections...')).toBeInTheDocument();
    release();

    await screen.findByText('Limuru Loop');
    expect(screen.queryByText('Loading collections...')).not.toBeInTheDocument();
    for (const header of [
      'Center Name',
      'Driver',
      'Pick Start Time',
      'Collection Centers',
      'Litres Collected',
      'Pickup Status',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      ['', 'Limuru Loop', 'Achieng Otieno', '03/02/2025 14:00', '1', '0', 'Delayed', 'EditDeleteView'],
      ['', 'Ruiru East', 'Chebet Kiprono', '20/01/2025 05:30', 'N/A', '430', 'In Progress', 'EditDeleteView'],
      ['', 'Kiambu North', 'Brian Mwangi', '06/01/2025 05:30', '2', '1,250.5', 'Completed', 'EditDeleteView'],
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Assign Drivers' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  });

  it("asks for the signed-in user's organisation, one page of 10", async () => {
    await renderList();
    expect(queries()).toEqual([`organization_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch collections when the report fails', async () => {
    api.on({ [REPORT]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch collections');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says so when no trip matches', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Nowhere');
    expect(await screen.findByText('No scheduled collections found.')).toBeInTheDocument();
  });

  describe('with many trips', () => {
    // 25 trips, a day apart, on routes named so that A-Z differs from the API's order.
    const many: Trip[] = Array.from({ length: 25 }, (_, i) => ({
      ...testTrips[0],
      id: `trip-m${i + 1}`,
      route_id: ['route-kiambu', 'route-limuru', 'route-ruiru'][i % 3],
      start_time: `2025-01-${String(i + 1).padStart(2, '0')}T05:30:00+03:00`,
      end_time: `2025-01-${String(i + 1).padStart(2, '0')}T09:00:00+03:00`,
    }));
    beforeEach(() => {
      api.restore();
      api = installFakeCollectionApi({ trips: many });
    });

    it('pages on the server: Next asks for offset 10, Page X of Y comes from the total', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('25/01/2025 05:30');
      expect(table()).toHaveLength(10);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('15/01/2025 05:30');
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=10`);
    });

    it('sorts on the server from the headers', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('25/01/2025 05:30');

      await user.click(within(screen.getByRole('columnheader', { name: 'Center Name' })).getByText('Center Name'));
      await waitFor(() =>
        expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=route_name`),
      );
      await waitFor(() => expect(table()[0][1]).toBe('Kiambu North'));

      await user.click(within(screen.getByRole('columnheader', { name: 'Pickup Status' })).getByText('Pickup Status'));
      await waitFor(() =>
        expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=pickup_status`),
      );

      await user.click(
        within(screen.getByRole('columnheader', { name: 'Litres Collected' })).getByText('Litres Collected'),
      );
      await waitFor(() =>
        expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=litres_collected`),
      );
    });
  });

  it('searches on the server once typing pauses', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kiprono');
    await waitFor(() => expect(trips()).toEqual(['Ruiru East 20/01/2025 05:30']));
    expect(queries().filter((query) => query.includes('q='))).toEqual([
      `organization_id=${TEST_ORG_ID}&q=Kiprono&limit=10&offset=0`,
    ]);
  });

  it('filters by pickup status, day and month on the server', async () => {
    const { user } = await renderList();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Completed', 'In Progress', 'Delayed']);

    await user.selectOptions(status, 'In Progress');
    await waitFor(() => expect(trips()).toEqual(['Ruiru East 20/01/2025 05:30']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&status=in_progress&limit=10&offset=0`);

    await user.selectOptions(status, 'All Status');
    await user.type(screen.getByLabelText('Date'), '06/01/2025');
    await waitFor(() => expect(trips()).toEqual(['Kiambu North 06/01/2025 05:30']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&from=2025-01-06&to=2025-01-06&limit=10&offset=0`);

    await user.clear(screen.getByLabelText('Date'));
    // Last month: always offered, whatever today is (the kit's month in the organisation's zone).
    const lastMonth = previousMonth(currentMonth());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    const { from, to } = monthDays(lastMonth);
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&from=${from}&to=${to}&limit=10&offset=0`),
    );
  });

  it('exports the whole filtered schedule from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
      await waitFor(() => expect(trips()).toEqual(['Kiambu North 06/01/2025 05:30']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));

      await waitFor(() => expect(downloads.names).toEqual(['collection-schedule.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'route_name:Center Name,driver_name:Driver,pick_start_time:Pick Start Time,litres_collected:Litres Collected,pickup_status:Pickup Status',
      );
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&status=completed&columns=route_name%3ACenter+Name%2Cdriver_name%3ADriver%2Cpick_start_time%3APick+Start+Time%2Clitres_collected%3ALitres+Collected%2Cpickup_status%3APickup+Status&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')[1]).toBe(
        '"Kiambu North","Brian Mwangi","2025-01-06T05:30:00+03:00","Kiambu Town CC; Githunguri CC","1250.5","completed"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('Add New Schedule opens Add Trip', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add New Schedule' }));
    expect(router.state.location.pathname).toBe('/trip/add');
  });

  describe('Edit', () => {
    it('opens Edit Schedule with the trip as stored and saves driver and start with PUT /trips/{id}', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Edit Kiambu North 06/01/2025 05:30' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule' });
      const driver = await within(dialog).findByRole('combobox', { name: 'Assigned Driver' });
      expect(driver).toHaveValue('link-d1');
      expect(
        within(driver)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a driver', 'Achieng Otieno', 'Brian Mwangi', 'Chebet Kiprono']);
      const start = within(dialog).getByLabelText('Pickup Start Time');
      expect(start).toHaveValue('06/01/2025 05:30');
      expect(start).toHaveAttribute('placeholder', 'Select date and time');
      expect(api.queries('GET /user-roles')).toEqual([
        `org_id=${TEST_ORG_ID}&filter=role_name%3ADriver&populate=user&limit=1000`,
      ]);

      await user.selectOptions(driver, 'Achieng Otieno');
      await user.click(start);
      await user.click(await screen.findByRole('button', { name: /\b7 January 2025/ }));
      await user.selectOptions(screen.getByLabelText('Time'), '06:00');
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(start).toHaveValue('07/01/2025 06:00');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /trips/trip-1')).toEqual([
        {
          start_time: inNairobi('2025-01-07T06:00'),
          // The trip keeps its three and a half hours.
          end_time: inNairobi('2025-01-07T09:30'),
          user_roles_ids: ['link-d2', 'link-qa'],
        },
      ]);
      await waitFor(() =>
        expect(table()[2].slice(1, 4)).toEqual(['Kiambu North', 'Achieng Otieno', '07/01/2025 06:00']),
      );
    });

    it('leaves the crew alone when only the start changes, and Cancel saves nothing', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Edit Limuru Loop 03/02/2025 14:00' }));
      let dialog = await screen.findByRole('dialog', { name: 'Edit Schedule' });
      await within(dialog).findByRole('combobox', { name: 'Assigned Driver' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Edit Limuru Loop 03/02/2025 14:00' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit Schedule' });
      await within(dialog).findByRole('combobox', { name: 'Assigned Driver' });
      await user.click(within(dialog).getByLabelText('Pickup Start Time'));
      await user.click(await screen.findByRole('button', { name: /\b4 February 2025/ }));
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /trips/trip-2')).toEqual([
        { start_time: inNairobi('2025-02-04T14:00'), end_time: inNairobi('2025-02-04T16:30') },
      ]);
    });

    it('requires Assigned Driver and Pickup Start Time', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Edit Kiambu North 06/01/2025 05:30' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule' });
      await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Assigned Driver' }), '');
      await user.click(within(dialog).getByLabelText('Pickup Start Time'));
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByText('Assigned Driver is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Pickup Start Time is required')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    });

    it('keeps the dialog open and says why when the API refuses', async () => {
      api.on({
        'PUT /trips/trip-1': () => jsonResponse({ statusCode: 409, message: 'The trip has already started' }, 409),
      });
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Edit Kiambu North 06/01/2025 05:30' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule' });
      await within(dialog).findByRole('combobox', { name: 'Assigned Driver' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByText('An error occurred while submitting the form.')).toBeInTheDocument();
      expect(within(dialog).getByRole('list', { name: 'Trips not saved' })).toHaveTextContent(
        'Kiambu North 06/01/2025 05:30: The trip has already started',
      );
    });
  });

  it('Reschedule moves every ticked trip to the new start', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select Kiambu North 06/01/2025 05:30' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ruiru East 20/01/2025 05:30' }));
    expect(screen.getByText('2 trips selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kiambu North 06/01/2025 05:30', 'Ruiru East 20/01/2025 05:30']);
    // Different starts: nothing to suggest, so the calendar opens on this month; the 15th of
    // next month is ahead whatever today is.
    expect(within(dialog).getByLabelText('Pickup Start Time')).toHaveValue('');
    const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
    const month = next.toLocaleString('en-US', { month: 'long' });
    await user.click(within(dialog).getByLabelText('Pickup Start Time'));
    await user.click(await screen.findByRole('button', { name: 'Go to the Next Month' }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`\\b15 ${month} ${next.getFullYear()}`) }));
    await user.selectOptions(screen.getByLabelText('Time'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const at = (time: string) =>
      inNairobi(`${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15T${time}`);
    expect(api.bodies('PUT /trips/trip-1')).toEqual([{ start_time: at('07:00'), end_time: at('10:30') }]);
    expect(api.bodies('PUT /trips/trip-3')).toEqual([{ start_time: at('07:00'), end_time: at('09:30') }]);
    expect(api.bodies('PUT /trips/trip-2')).toEqual([]);
    const shown = `15/${String(next.getMonth() + 1).padStart(2, '0')}/${next.getFullYear()} 07:00`;
    await waitFor(() =>
      expect(trips()).toEqual(expect.arrayContaining([`Kiambu North ${shown}`, `Ruiru East ${shown}`])),
    );
    expect(screen.getByText('No trips selected')).toBeInTheDocument();
  });

  it('Assign Drivers gives every ticked trip the chosen driver, keeps the QA agents and says so', async () => {
    renderToaster();
    const { user } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByText('3 trips selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign Drivers' }));

    const dialog = await screen.findByRole('dialog', { name: 'Assign Drivers' });
    // The form shows once the drivers have arrived.
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Assigned Driver is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned Driver' }), 'Chebet Kiprono');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /trips/trip-1')).toEqual([{ user_roles_ids: ['link-d3', 'link-qa'] }]);
    expect(api.bodies('PUT /trips/trip-2')).toEqual([{ user_roles_ids: ['link-d3'] }]);
    expect(api.bodies('PUT /trips/trip-3')).toEqual([{ user_roles_ids: ['link-d3', 'link-qa'] }]);
    expect(within(toastRegion()).getByText('Driver assigned to 3 schedules')).toBeInTheDocument();
    await waitFor(() =>
      expect(table().map((cells) => cells[2])).toEqual(['Chebet Kiprono', 'Chebet Kiprono', 'Chebet Kiprono']),
    );
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
  });

  it('names the trips a save could not change and keeps the others saved', async () => {
    api.on({ 'PUT /trips/trip-2': () => jsonResponse({ message: 'Trip is locked' }, 409) });
    const { user } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Assign Drivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Drivers' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Assigned Driver' }), 'Brian Mwangi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('list', { name: 'Trips not saved' })).toHaveTextContent(
      'Limuru Loop 03/02/2025 14:00: Trip is locked',
    );
    await waitFor(() => expect(table()[1][2]).toBe('Brian Mwangi'));
    expect(table()[0][2]).toBe('Achieng Otieno');
  });

  it('asks before Delete and removes the trip once confirmed, and says so', async () => {
    renderToaster();
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Ruiru East 20/01/2025 05:30' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete schedule Ruiru East 20/01/2025 05:30?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('DELETE /trips/trip-3');

    await user.click(screen.getByRole('button', { name: 'Delete Ruiru East 20/01/2025 05:30' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete schedule Ruiru East 20/01/2025 05:30?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toContain('DELETE /trips/trip-3');
    expect(within(toastRegion()).getByText('Schedule Ruiru East 20/01/2025 05:30 deleted')).toBeInTheDocument();
    await waitFor(() => expect(trips()).toEqual(['Limuru Loop 03/02/2025 14:00', 'Kiambu North 06/01/2025 05:30']));
  });

  it('says why a Delete failed and keeps the trip', async () => {
    api.on({ 'DELETE /trips/trip-3': () => jsonResponse({ message: 'Trip has collections' }, 409) });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Ruiru East 20/01/2025 05:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete schedule Ruiru East 20/01/2025 05:30?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Trip has collections');
  });

  it('View shows the trip with its centres by name', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'View Kiambu North 06/01/2025 05:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kiambu North 06/01/2025 05:30' });
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      'Center Name': 'Kiambu North',
      Driver: 'Brian Mwangi',
      'Pick Start Time': '06/01/2025 05:30',
      'Collection Centers': 'Kiambu Town CC, Githunguri CC',
      'Litres Collected': '1,250.5',
      'Pickup Status': 'Completed',
    });
  });
});
