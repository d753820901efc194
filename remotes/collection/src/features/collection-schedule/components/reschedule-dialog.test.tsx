import { jsonResponse } from '@maziwa/api-client/testing';
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
// The 15th of next month is ahead whatever today is.
const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
const shownDay = `15/${String(next.getMonth() + 1).padStart(2, '0')}/${next.getFullYear()}`;
const inNairobi = (time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();

/** Brian Mwangi (link-d1, on trip-1's crew) already drives Limuru Loop that morning. */
const busyTrip: Trip = {
  id: 'trip-busy',
  user_roles_ids: ['link-d1'],
  organization_id: TEST_ORG_ID,
  route_id: 'route-limuru',
  route_name: 'Limuru Loop',
  start_time: `${day}T08:00:00+03:00`,
  end_time: `${day}T11:00:00+03:00`,
  status: 'scheduled',
};

let api: FakeCollectionApi;
afterEach(() => api.restore());

async function openReschedule(user: UserEvent, rows: string[]) {
  for (const row of rows) await user.click(await screen.findByRole('checkbox', { name: `Select ${row}` }));
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  return screen.findByRole('dialog', { name: 'Reschedule' });
}

/** Picks the 15th of next month at `time`. */
async function pickNextMonth(user: UserEvent, dialog: HTMLElement, time: string) {
  await user.click(within(dialog).getByLabelText('Pickup Start Time'));
  await user.click(await screen.findByRole('button', { name: 'Go to the Next Month' }));
  const month = next.toLocaleString('en-US', { month: 'long' });
  await user.click(await screen.findByRole('button', { name: new RegExp(`\\b15 ${month} ${next.getFullYear()}`) }));
  await user.selectOptions(screen.getByLabelText('Time'), time);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

const puts = () => api.calls.filter((call) => call.startsWith('PUT'));

describe('Reschedule', () => {
  it('refuses a start in the past at Pickup Start Time and saves nothing', async () => {
    api = installFakeCollectionApi();
    const { user } = renderWithProviders({ route: LIST });
    const dialog = await openReschedule(user, ['Kiambu North 06/01/2025 05:30']);
    // The trip's own start, long gone.
    expect(within(dialog).getByLabelText('Pickup Start Time')).toHaveValue('06/01/2025 05:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Pickup Start Time cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pickup Start Time')).toHaveAccessibleDescription(
      'Pickup Start Time cannot be in the past',
    );
    expect(puts()).toEqual([]);
  });

  it('warns that a driver already has a trip then, naming its route and times, and saves anyway', async () => {
    api = installFakeCollectionApi({ trips: [...testTrips, busyTrip] });
    const { user } = renderWithProviders({ route: LIST });
    const dialog = await openReschedule(user, ['Kiambu North 06/01/2025 05:30', 'Ruiru East 20/01/2025 05:30']);
    await pickNextMonth(user, dialog, '07:00');

    const warning = await within(dialog).findByRole('status', { name: 'Drivers already on a trip' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Brian Mwangi: Limuru Loop, ${shownDay} 08:00 – ${shownDay} 11:00`]);
    // The ticked trips' drivers, in one request.
    expect(api.queries('GET /trips').at(-1)).toMatch(/filter=user_roles_ids%3Alink-d1%2Cuser_roles_ids%3Alink-d3&/);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /trips/trip-1')).toEqual([{ start_time: inNairobi('07:00'), end_time: inNairobi('10:30') }]);
    expect(api.bodies('PUT /trips/trip-3')).toEqual([{ start_time: inNairobi('07:00'), end_time: inNairobi('09:30') }]);
  });

  it('shows the clash before saving when Save is pressed before the check answers', async () => {
    api = installFakeCollectionApi({ trips: [...testTrips, busyTrip] });
    const { user } = renderWithProviders({ route: LIST });
    const dialog = await openReschedule(user, ['Kiambu North 06/01/2025 05:30', 'Ruiru East 20/01/2025 05:30']);
    const release = api.hold('GET /trips');
    await pickNextMonth(user, dialog, '07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    release();

    expect(await within(dialog).findByRole('status', { name: 'Drivers already on a trip' })).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts()).toEqual(expect.arrayContaining(['PUT /trips/trip-1', 'PUT /trips/trip-3']));
  });

  it('warns of nothing and saves at once when no driver is busy then, and says so', async () => {
    api = installFakeCollectionApi();
    renderToaster();
    const { user } = renderWithProviders({ route: LIST });
    const dialog = await openReschedule(user, ['Kiambu North 06/01/2025 05:30', 'Ruiru East 20/01/2025 05:30']);
    await pickNextMonth(user, dialog, '07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /trips/trip-1')).toHaveLength(1);
    expect(within(toastRegion()).getByText(`Rescheduled 2 schedules to ${shownDay} 07:00`)).toBeInTheDocument();
  });

  it("puts the API's refusal of the start at Pickup Start Time", async () => {
    api = installFakeCollectionApi();
    api.on({
      'PUT /trips/trip-1': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'start_time must not be in the past for a scheduled trip',
            fields: { start_time: 'must not be in the past for a scheduled trip' },
          },
          400,
        ),
    });
    const { user } = renderWithProviders({ route: LIST });
    const dialog = await openReschedule(user, ['Kiambu North 06/01/2025 05:30', 'Ruiru East 20/01/2025 05:30']);
    await pickNextMonth(user, dialog, '07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('must not be in the past for a scheduled trip')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pickup Start Time')).toHaveAccessibleDescription(
      'must not be in the past for a scheduled trip',
    );
    expect(within(dialog).getByRole('list', { name: 'Trips not saved' })).toHaveTextContent(
      'Kiambu North 06/01/2025 05:30: start_time must not be in the past for a scheduled trip',
    );
  });
});
