import { jsonResponse } from '@maziwa/api-client/testing';
import type { Supply, Trip } from '@maziwa/contracts';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  testTrips,
  type FakeLogisticsApi,
} from '../testing';
import { serveTripAndSupplyWrites, type SentWrites } from '../testing/fake-trip-supply-writes';

const ADD = '/trip/add';
const now = new Date();
const month = now.toLocaleString('en-US', { month: 'long' });
const yearMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
/** The instant a time of the 15th of this month is on the organisation's (Nairobi) clock. */
const inNairobi = (time: string) => new Date(`${yearMonth}-15T${time}:00+03:00`).toISOString();
/** That time as the Trips table shows it. */
const shown = (time: string) => `15/${yearMonth.slice(5)}/${now.getFullYear()} ${time}`;

let api: FakeLogisticsApi;
let sent: SentWrites;
let trips: Trip[];

function install(extraTrips: Trip[] = []) {
  trips = [...extraTrips, ...testTrips];
  api = installFakeLogisticsApi({ trips });
  sent = serveTripAndSupplyWrites(api, { trips, supplies: [] as Supply[] });
}
beforeEach(() => install());
afterEach(() => api.restore());

async function renderForm() {
  const view = renderWithProviders({ route: ADD });
  await screen.findByRole('heading', { name: 'Add Trip' });
  await screen.findByRole('option', { name: 'Limuru Loop' });
  await screen.findByRole('checkbox', { name: 'Chebet Kiprono' });
  return view;
}

/** Picks the 15th of this month at `time` in the date-time picker labelled `label`. */
async function pick(user: UserEvent, label: string, time: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('button', { name: new RegExp(`\\b15 ${month} ${now.getFullYear()}`) }));
  await user.selectOptions(screen.getByLabelText('Time'), time);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

async function fillForm(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Chebet Kiprono' }));
  await user.click(screen.getByRole('checkbox', { name: 'Achieng Otieno' }));
  await user.selectOptions(screen.getByLabelText('Route'), 'Limuru Loop');
  await pick(user, 'Start Time', '05:30');
  await pick(user, 'End Time', '09:00');
}

describe('Add Trip', () => {
  it("offers the organisation's drivers and routes, and starts as Scheduled", async () => {
    await renderForm();
    const drivers = within(screen.getByRole('group', { name: 'Drivers' })).getAllByRole('checkbox');
    expect(drivers.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Achieng Otieno',
      'Brian Mwangi',
      'Chebet Kiprono',
    ]);
    expect(
      within(screen.getByLabelText('Route'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select route', 'Kiambu North', 'Limuru Loop']);
    expect(screen.getByLabelText('Status')).toHaveValue('scheduled');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select status', 'Scheduled', 'In Progress', 'Completed']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Trip' })).toBeInTheDocument();
  });

  it('saves the trip with POST /trips and lands on Trips, where it is listed, with a confirmation', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'In Progress');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));

    await screen.findByRole('heading', { name: 'Trips' });
    expect(router.state.location.pathname).toBe('/logistics-management/trips');
    expect(sent.trips).toEqual([
      {
        user_roles_ids: ['link-3', 'link-1'],
        organization_id: TEST_ORG_ID,
        route_id: 'route-limuru',
        start_time: inNairobi('05:30'),
        end_time: inNairobi('09:00'),
        status: 'in_progress',
      },
    ]);
    expect(await screen.findByText('Trip on Limuru Loop saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View trips' })).toBeInTheDocument();
    await waitFor(() =>
      expect(readTable('Trips')[0]).toEqual([
        'Limuru Loop',
        'Achieng Otieno, Chebet Kiprono',
        shown('05:30'),
        shown('09:00'),
        'In Progress',
      ]),
    );
  });

  it('refuses a trip without its fields, and an end before the start, at the fields', async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    for (const message of [
      'Select at least one driver',
      'Route is required',
      'Start Time is required',
      'End Time is required',
      'Status is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await pick(user, 'Start Time', '10:00');
    await pick(user, 'End Time', '08:00');
    expect(await screen.findByText('End Time must be after Start Time')).toBeInTheDocument();
    expect(screen.getByLabelText('End Time')).toHaveAccessibleDescription('End Time must be after Start Time');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    expect(sent.trips).toEqual([]);
  });

  it("shows the API's field errors at their fields and keeps what was typed", async () => {
    api.on({
      'POST /trips': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'route_id is not a route of this organisation',
            fields: { route_id: 'is not a route of this organisation' },
          },
          400,
        ),
    });
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));

    expect(await screen.findByText('is not a route of this organisation')).toBeInTheDocument();
    expect(screen.getByLabelText('Route')).toHaveAccessibleDescription('is not a route of this organisation');
    expect(screen.getByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADD);
    expect(screen.getByLabelText('Route')).toHaveValue('route-limuru');
    expect(screen.getByRole('checkbox', { name: 'Chebet Kiprono' })).toBeChecked();
  });

  it('warns when a chosen driver already has a trip then, and saves anyway', async () => {
    api.restore();
    install([
      {
        id: 'trip-busy',
        user_roles_ids: ['link-1'],
        organization_id: TEST_ORG_ID,
        route_id: 'route-kiambu',
        route_name: 'Kiambu North',
        start_time: `${yearMonth}-15T08:00:00+03:00`,
        end_time: `${yearMonth}-15T11:00:00+03:00`,
        status: 'scheduled',
      },
    ]);
    const { user, router } = await renderForm();
    await fillForm(user);

    const warning = await screen.findByRole('status', { name: 'Drivers already on a trip' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Chebet Kiprono: Kiambu North, ${shown('08:00')} – ${shown('11:00')}`]);
    expect(api.queries('GET /trips').at(-1)).toMatch(
      /^org_id=org-1&filter=user_roles_ids%3Alink-1%2Cuser_roles_ids%3Alink-3&from=.*&sort=start_time&limit=1000$/,
    );

    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    await screen.findByRole('heading', { name: 'Trips' });
    expect(router.state.location.pathname).toBe('/logistics-management/trips');
    expect(sent.trips).toHaveLength(1);
  });

  it('Cancel goes back to Trips without saving', async () => {
    const { user, router } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logistics-management/trips'));
    expect(sent.trips).toEqual([]);
  });
});
