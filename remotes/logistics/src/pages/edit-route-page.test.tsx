import { jsonResponse } from '@maziwa/api-client/testing';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeLogisticsApi, readTable, renderWithProviders, type FakeLogisticsApi } from '../testing';
import { serveRouteForm } from '../testing/fake-route-form-api';

const LIST = '/logistics-management/routes-management';
const EDIT = '/route/route-kiambu/edit';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
  serveRouteForm(api);
});
afterEach(() => api.restore());

const chosenCentres = () =>
  within(screen.getByRole('list', { name: 'Selected collection centres' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('Remove', ''));

async function renderEdit() {
  const view = renderWithProviders({ route: EDIT });
  await screen.findByRole('heading', { name: 'Edit Route' });
  await screen.findByRole('option', { name: 'Limuru CC' });
  return view;
}

describe('Edit Route', () => {
  it('opens from the Edit row action of Routes Management', async () => {
    const { user, router } = renderWithProviders({ route: LIST });
    await user.click(await screen.findByRole('button', { name: 'Edit Limuru Loop' }));
    expect(router.state.location.pathname).toBe('/route/route-limuru/edit');
    expect(await screen.findByLabelText('Route Name')).toHaveValue('Limuru Loop');
    expect(screen.getByRole('heading', { name: 'Edit Route' })).toBeInTheDocument();
  });

  it('shows the route as saved, in the form of Add New Route', async () => {
    await renderEdit();
    expect(api.queries('GET /routes/route-kiambu')).toEqual(['populate=locations']);
    expect(screen.getByLabelText('Route Name')).toHaveValue('Kiambu North');
    expect(screen.getByLabelText('Distance (km)')).toHaveValue(42);
    expect(screen.getByLabelText('Estimated Time (minutes)')).toHaveValue(150);
    const monday = within(screen.getByRole('list', { name: 'Monday start times' })).getAllByRole('listitem');
    expect(monday.map((item) => item.textContent?.replace('×', ''))).toEqual(['05:30', '14:00']);
    expect(chosenCentres()).toEqual(['Kiambu Town CC', 'Githunguri CC']);
    expect(screen.getByRole('button', { name: 'Save Route' })).toBeInTheDocument();
  });

  it('saves every field with PUT, confirms it and returns to Routes Management', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderEdit();
    await user.clear(screen.getByLabelText('Route Name'));
    await user.type(screen.getByLabelText('Route Name'), 'Kiambu North Loop');
    await user.click(screen.getByRole('button', { name: 'Remove 14:00 on Monday' }));
    await user.selectOptions(screen.getByLabelText('Day'), 'Sunday');
    await user.selectOptions(screen.getByLabelText('Start Time'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Add Start Times' }));
    await user.click(screen.getByRole('button', { name: 'Remove Githunguri CC' }));
    await user.selectOptions(screen.getByLabelText('Collection Center'), 'Limuru CC');
    await user.click(screen.getByRole('button', { name: 'Add Collection Center' }));
    await user.click(screen.getByRole('button', { name: 'Save Route' }));

    await screen.findByRole('heading', { name: 'Routes Management' });
    expect(router.state.location.pathname).toBe(LIST);
    expect(api.bodies('PUT /routes/route-kiambu')).toEqual([
      {
        name: 'Kiambu North Loop',
        location_ids: ['loc-kiambu', 'loc-limuru'],
        distance: 42,
        estimated_time: 150,
        start_times: { monday: ['05:30'], tuesday: ['05:30'], sunday: ['07:00'] },
      },
    ]);
    expect(await screen.findByText('Route Kiambu North Loop saved')).toBeInTheDocument();
    await waitFor(() => expect(readTable('Routes').map((row) => row[0])).toContain('Kiambu North Loop'));
  });

  it('keeps the form and what was typed when saving fails', async () => {
    api.on({
      'PUT /routes/route-kiambu': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'distance must be <= 100000',
            fields: { distance: 'must be <= 100000' },
          },
          400,
        ),
    });
    const { user, router } = await renderEdit();
    await user.clear(screen.getByLabelText('Route Name'));
    await user.type(screen.getByLabelText('Route Name'), 'Kiambu West');
    await user.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Distance (km)')).toHaveAccessibleDescription('must be <= 100000');
    expect(screen.getByLabelText('Route Name')).toHaveValue('Kiambu West');
    expect(router.state.location.pathname).toBe(EDIT);
  });

  it("shows the not-found panel for a route the organisation does not have (another organisation's too)", async () => {
    renderWithProviders({ route: '/route/route-gone/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Route' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Route not found' })).toBeInTheDocument();
  });

  it('says so when the route cannot be loaded', async () => {
    api.on({ 'GET /routes/route-broken': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: '/route/route-broken/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Route' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch route')).toBeInTheDocument();
  });
});
