import { jsonResponse } from '@maziwa/api-client/testing';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { installFakeLogisticsApi, renderWithProviders, TEST_ORG_ID, type FakeLogisticsApi } from '../testing';
import { serveRouteForm } from '../testing/fake-route-form-api';

const ADD = '/route/add-new-route';

let api: FakeLogisticsApi;
let posted: ReturnType<typeof serveRouteForm>;
beforeEach(() => {
  api = installFakeLogisticsApi();
  posted = serveRouteForm(api);
});
afterEach(() => api.restore());

async function renderForm() {
  const view = renderWithProviders({ route: ADD });
  await screen.findByRole('heading', { name: 'Add New Route' });
  // The centre select fills from GET /locations.
  await screen.findByRole('option', { name: 'Limuru CC' });
  return view;
}

async function addStartTime(user: UserEvent, day: string, time: string) {
  await user.selectOptions(screen.getByLabelText('Day'), day);
  await user.selectOptions(screen.getByLabelText('Start Time'), time);
  await user.click(screen.getByRole('button', { name: 'Add Start Times' }));
}

async function addCentre(user: UserEvent, name: string) {
  await user.selectOptions(screen.getByLabelText('Collection Center'), name);
  await user.click(screen.getByRole('button', { name: 'Add Collection Center' }));
}

const dayTimes = (day: string) =>
  within(screen.getByRole('list', { name: `${day} start times` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));
const chosenCentres = () =>
  within(screen.getByRole('list', { name: 'Selected collection centres' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('Remove', ''));

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Route Name'), 'Kiambu South');
  await user.clear(screen.getByLabelText('Distance (km)'));
  await user.type(screen.getByLabelText('Distance (km)'), '36.5');
  await user.clear(screen.getByLabelText('Estimated Time (minutes)'));
  await user.type(screen.getByLabelText('Estimated Time (minutes)'), '120');
  await addStartTime(user, 'Monday', '14:00');
  await addStartTime(user, 'Monday', '06:00');
  await addStartTime(user, 'Saturday', '06:30');
  await addCentre(user, 'Limuru CC');
  await addCentre(user, 'Kiambu Town CC');
}

describe('Add New Route', () => {
  it('starts at distance 0 and time 0 with the organisation centres to choose from', async () => {
    await renderForm();
    expect(screen.getByRole('group', { name: 'Route Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Distance (km)')).toHaveValue(0);
    expect(screen.getByLabelText('Estimated Time (minutes)')).toHaveValue(0);
    expect(api.queries('GET /locations')).toEqual([
      'org_id=org-1&filter=type%3Acollection_center&sort=name&limit=1000',
    ]);
    const options = within(screen.getByLabelText('Collection Center')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select collection centre',
      'Githunguri CC',
      'Kiambu Town CC',
      'Limuru CC',
    ]);
    const days = within(screen.getByLabelText('Day'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(days).toEqual(['Select day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(screen.getByText('No start times yet.')).toBeInTheDocument();
  });

  it('adds one start time per click, listed per day, refuses the same time twice and removes one with ×', async () => {
    const { user } = await renderForm();
    await addStartTime(user, 'Monday', '14:00');
    expect(dayTimes('Monday')).toEqual(['14:00']);
    await user.selectOptions(screen.getByLabelText('Start Time'), '06:00');
    await user.click(screen.getByRole('button', { name: 'Add Start Times' }));
    expect(dayTimes('Monday')).toEqual(['06:00', '14:00']);

    await user.click(screen.getByRole('button', { name: 'Add Start Times' }));
    expect(screen.getByRole('alert')).toHaveTextContent('06:00 is already a start time on Monday');
    expect(dayTimes('Monday')).toEqual(['06:00', '14:00']);

    await addStartTime(user, 'Tuesday', '06:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dayTimes('Tuesday')).toEqual(['06:00']);

    await user.click(screen.getByRole('button', { name: 'Remove 06:00 on Monday' }));
    expect(dayTimes('Monday')).toEqual(['14:00']);
    await user.click(screen.getByRole('button', { name: 'Remove 06:00 on Tuesday' }));
    expect(screen.queryByRole('list', { name: 'Tuesday start times' })).not.toBeInTheDocument();
  });

  it('never offers a centre already on the route, and removes one', async () => {
    const { user } = await renderForm();
    await addCentre(user, 'Limuru CC');
    await addCentre(user, 'Kiambu Town CC');
    expect(chosenCentres()).toEqual(['Limuru CC', 'Kiambu Town CC']);
    const offered = within(screen.getByLabelText('Collection Center'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Select collection centre', 'Githunguri CC']);

    await user.click(screen.getByRole('button', { name: 'Remove Limuru CC' }));
    expect(chosenCentres()).toEqual(['Kiambu Town CC']);
    expect(
      within(screen.getByLabelText('Collection Center')).getByRole('option', { name: 'Limuru CC' }),
    ).toBeInTheDocument();
  });

  it('saves the route with its centres in order and its start times, and returns to Routes Management with a confirmation', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Route' }));

    expect(await screen.findByRole('heading', { name: 'Routes Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logistics-management/routes-management');
    expect(posted).toEqual([
      {
        name: 'Kiambu South',
        organization_id: TEST_ORG_ID,
        location_ids: ['loc-limuru', 'loc-kiambu'],
        distance: 36.5,
        estimated_time: 120,
        start_times: { monday: ['06:00', '14:00'], saturday: ['06:30'] },
      },
    ]);
    const toast = await screen.findByText('Route Kiambu South saved');
    // The route has its centres: nothing to add, so the toast offers no link.
    expect(within(toast.closest('li') ?? toast).queryByRole('link')).not.toBeInTheDocument();
    expect(api.routes().map((route) => route.name)).toContain('Kiambu South');
    // Routes Management's list, drawn once its answer is in, with the new route.
    expect(await screen.findByRole('gridcell', { name: 'Kiambu South' })).toBeInTheDocument();
  });

  it('lets an organisation with no collection centre save a route without one, and offers to add one', async () => {
    api.locations().splice(0);
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = renderWithProviders({ route: ADD });
    expect(
      await screen.findByText('The organisation has no collection centres yet: save the route, then add one.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Route Name'), 'Kiambu South');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/logistics-management/routes-management'));
    expect(posted).toEqual([expect.objectContaining({ name: 'Kiambu South', location_ids: [] })]);
    const toast = await screen.findByText('Route Kiambu South saved; it has no collection centre yet');
    expect(within(toast.closest('li') ?? toast).getByRole('link', { name: 'Add collection center' })).toHaveAttribute(
      'href',
      '/collection-center/add',
    );
  });

  it('shows the API refusing a route without a centre once a centre exists (added meanwhile elsewhere)', async () => {
    api.locations().splice(0);
    api.on({
      'POST /routes': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'location_ids must name at least one collection centre',
            fields: { location_ids: 'must name at least one collection centre' },
          },
          400,
        ),
    });
    const { user, router } = renderWithProviders({ route: ADD });
    await screen.findByText('The organisation has no collection centres yet: save the route, then add one.');
    await user.type(screen.getByLabelText('Route Name'), 'Kiambu South');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));

    expect(await screen.findByText('must name at least one collection centre')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADD);
    expect(screen.getByLabelText('Route Name')).toHaveValue('Kiambu South');
  });

  it('shows the rules and sends nothing without a name, a distance or a centre', async () => {
    const { user } = await renderForm();
    await user.clear(screen.getByLabelText('Distance (km)'));
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('Route Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Route Name')).toHaveAccessibleDescription('Route Name is required');
    expect(screen.getByLabelText('Distance (km)')).toHaveAccessibleDescription('Distance is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one collection centre');
    await user.type(screen.getByLabelText('Distance (km)'), '-3');
    expect(await screen.findByText('Distance cannot be negative')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("puts the API's field errors at their fields and keeps what was typed", async () => {
    api.on({
      'POST /routes': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'name must be at most 200 characters; location_ids must be locations of this organisation',
            fields: { name: 'must be at most 200 characters', location_ids: 'must be locations of this organisation' },
          },
          400,
        ),
    });
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Route' }));

    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Route Name')).toHaveAccessibleDescription('must be at most 200 characters');
    expect(screen.getByText('must be locations of this organisation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADD);
    expect(screen.getByLabelText('Route Name')).toHaveValue('Kiambu South');
    expect(screen.getByLabelText('Distance (km)')).toHaveValue(36.5);
    expect(dayTimes('Monday')).toEqual(['06:00', '14:00']);
    expect(chosenCentres()).toEqual(['Limuru CC', 'Kiambu Town CC']);
  });

  it('goes back to Routes Management without saving on Cancel', async () => {
    const { user, router } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Routes Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logistics-management/routes-management');
    expect(posted).toEqual([]);
  });

  it('says so when the collection centres cannot be loaded', async () => {
    api.on({ 'GET /locations': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: ADD });
    expect(await screen.findByText('Failed to fetch collection centres')).toBeInTheDocument();
  });
});
