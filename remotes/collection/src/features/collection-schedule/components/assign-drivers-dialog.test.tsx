import type { Trip } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  installFakeCollectionApi,
  renderToaster,
  renderWithProviders,
  TEST_ORG_ID,
  testTrips,
  toastRegion,
  type FakeCollectionApi,
} from '../../../testing';

const LIST = '/milk-collections/collection-schedule';
const at = (time: string) => `2025-01-10T${time}:00+03:00`;

/** Two evening trips five minutes apart, each with its own driver. */
const evening: Trip[] = [
  {
    id: 'trip-1745',
    user_roles_ids: ['link-d1'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-kiambu',
    route_name: 'Kiambu North',
    start_time: at('17:45'),
    end_time: at('19:00'),
    status: 'scheduled',
  },
  {
    id: 'trip-1750',
    user_roles_ids: ['link-d2'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-limuru',
    route_name: 'Limuru Loop',
    start_time: at('17:50'),
    end_time: at('18:30'),
    status: 'scheduled',
  },
];

let api: FakeCollectionApi;
afterEach(() => api.restore());

const puts = () => api.calls.filter((call) => call.startsWith('PUT'));

async function tick(user: UserEvent, rows: string[]) {
  for (const row of rows) await user.click(await screen.findByRole('checkbox', { name: `Select ${row}` }));
}

describe('one overlap rule for the schedule dialogs', () => {
  it('Assign Drivers warns that one driver on two overlapping ticked trips is double-booked, and saves once confirmed', async () => {
    api = installFakeCollectionApi({ trips: [...testTrips, ...evening] });
    renderToaster();
    const { user } = renderWithProviders({ route: LIST });
    await tick(user, ['Kiambu North 10/01/2025 17:45', 'Limuru Loop 10/01/2025 17:50']);
    await user.click(screen.getByRole('button', { name: 'Assign Drivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Drivers' });
    const driver = await within(dialog).findByRole('combobox', { name: 'Assigned Driver' });
    // Save pressed before the check answered: the warning shows first, nothing is saved.
    const release = api.hold('GET /trips');
    await user.selectOptions(driver, 'Chebet Kiprono');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    release();

    const warning = await within(dialog).findByRole('status', { name: 'Drivers already on a trip' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Chebet Kiprono: Kiambu North 10/01/2025 17:45 overlaps Limuru Loop, 10/01/2025 17:50 – 10/01/2025 18:30',
    ]);
    expect(warning).toHaveTextContent('Choose another driver, or save anyway.');
    expect(puts()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /trips/trip-1745')).toEqual([{ user_roles_ids: ['link-d3'] }]);
    expect(api.bodies('PUT /trips/trip-1750')).toEqual([{ user_roles_ids: ['link-d3'] }]);
    expect(within(toastRegion()).getByText('Driver assigned to 2 schedules')).toBeInTheDocument();
  });

  it('Assign Drivers names another trip the driver already has then, and Cancel saves nothing', async () => {
    api = installFakeCollectionApi({ trips: [...testTrips, ...evening] });
    const { user } = renderWithProviders({ route: LIST });
    await tick(user, ['Kiambu North 10/01/2025 17:45']);
    await user.click(screen.getByRole('button', { name: 'Assign Drivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Drivers' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Assigned Driver' }),
      'Achieng Otieno',
    );

    const warning = await within(dialog).findByRole('status', { name: 'Drivers already on a trip' });
    expect(warning).toHaveTextContent('Achieng Otieno: Limuru Loop, 10/01/2025 17:50 – 10/01/2025 18:30');
    expect(within(dialog).getByRole('button', { name: 'Save anyway' })).toBeInTheDocument();
    // Another driver, free then: no warning, a plain Save.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned Driver' }), 'Chebet Kiprono');
    await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Drivers already on a trip' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts()).toEqual([]);
  });

  it('Edit Schedule warns of the same overlap, naming the driver and the other trip', async () => {
    api = installFakeCollectionApi({ trips: [...testTrips, ...evening] });
    const { user } = renderWithProviders({ route: LIST });
    await user.click(await screen.findByRole('button', { name: 'Edit Kiambu North 10/01/2025 17:45' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Assigned Driver' }),
      'Achieng Otieno',
    );

    const warning = await within(dialog).findByRole('status', { name: 'Drivers already on a trip' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Achieng Otieno: Limuru Loop, 10/01/2025 17:50 – 10/01/2025 18:30']);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /trips/trip-1745')).toEqual([
      {
        start_time: new Date(at('17:45')).toISOString(),
        end_time: new Date(at('19:00')).toISOString(),
        user_roles_ids: ['link-d2'],
      },
    ]);
  });
});
