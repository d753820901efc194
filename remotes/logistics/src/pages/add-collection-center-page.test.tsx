import { configureApi } from '@maziwa/api-client';
import { jsonResponse } from '@maziwa/api-client/testing';
import type { Location } from '@maziwa/contracts';
import { Toaster } from '@maziwa/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { LoadMaps } from '../features/collection-centers/model/map-picker/maps-api';
import { fakeGoogleMaps, type FakeGoogleMaps } from '../testing/fake-google-maps';
import {
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  type FakeLogisticsApi,
} from '../testing';

// The Google Maps script never loads in a test: the loader seam answers with a stub.
const loadMaps = jest.fn<ReturnType<LoadMaps>, Parameters<LoadMaps>>();
jest.mock('../features/collection-centers/api/google-maps/load-google-maps', () => ({
  loadGoogleMaps: (key: string) => loadMaps(key),
}));
// Retries wait 2, 8 and 24 ms for real here: short enough for a test.

const ADD = '/collection-center/add';
const LIST = '/logistics-management/collection-centers-and-qa-agents';

let api: FakeLogisticsApi;
let posted: unknown[];
let google: FakeGoogleMaps;
beforeEach(() => {
  api = installFakeLogisticsApi();
  posted = [];
  api.on({
    'POST /locations': async (req) => {
      const body = (await req.json()) as Record<string, any>;
      posted.push(body);
      const centre: Location = {
        id: 'loc-new',
        name: body.name,
        address: body.address,
        type: body.type,
        organization_id: body.organization_id,
        coordinates: body.coordinates,
        capacity: body.capacity,
        is_active: body.is_active,
        contact_person: body.contact_person,
        phone: body.phone,
        operating_hours: body.operating_hours,
        notes: body.notes,
        qa_agents: [{ id: body.qa_agent_id, name: 'Grace Njeri' }],
      };
      api.locations().push(centre);
      return jsonResponse(centre, 201);
    },
  });
  google = fakeGoogleMaps(() => 'Ruiru Bypass, Ruiru');
  loadMaps.mockReset().mockResolvedValue(google.namespace);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  configureApi({ googleMapsApiKey: undefined });
  jest.restoreAllMocks();
});

async function renderForm() {
  // The confirmation's link needs a router of its own, as the host's shell gives it.
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
  const view = renderWithProviders({ route: ADD });
  await screen.findByRole('heading', { name: 'Add Collection Center' });
  await screen.findByRole('option', { name: 'Grace Njeri' });
  return view;
}

async function fillDetails(user: UserEvent) {
  await user.type(screen.getByLabelText('Center Name'), 'Ruiru CC');
  await user.type(screen.getByLabelText('Contact Person'), 'Jane Wanjiru');
  await user.type(screen.getByLabelText('Phone Number'), '0712 345 678');
  await user.type(screen.getByLabelText('Opens At'), '06:00');
  await user.type(screen.getByLabelText('Closes At'), '18:30');
  await user.selectOptions(screen.getByLabelText('Assigned QA Agent'), 'Grace Njeri');
  await user.clear(screen.getByLabelText('Capacity (L)'));
  await user.type(screen.getByLabelText('Capacity (L)'), '4500');
  await user.type(screen.getByLabelText('Notes'), 'Cooler serviced monthly');
}

async function typeLocation(user: UserEvent, latitude: string, longitude: string) {
  await user.type(screen.getByLabelText('Address'), 'Ruiru Bypass, Ruiru');
  await user.type(screen.getByLabelText('Latitude'), latitude);
  await user.type(screen.getByLabelText('Longitude'), longitude);
}

const expectedBody = (coordinates: { latitude: number; longitude: number }) => ({
  name: 'Ruiru CC',
  address: 'Ruiru Bypass, Ruiru',
  type: 'collection_center',
  organization_id: TEST_ORG_ID,
  coordinates,
  contact_person: 'Jane Wanjiru',
  phone: '0712345678',
  operating_hours: '06:00-18:30',
  qa_agent_id: 'link-qa',
  capacity: 4500,
  is_active: true,
  notes: 'Cooler serviced monthly',
});

async function expectSavedAndListed() {
  expect(await screen.findByText('Collection center Ruiru CC saved')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Collection Centers & QA Agents' });
  await waitFor(() => expect(readTable('Collection centers').map(([name]) => name)).toContain('Ruiru CC'));
}

describe('Add Collection Center without a maps key', () => {
  it('has the form of the spec: capacity 0 and active by default, the address typed by hand', async () => {
    await renderForm();
    for (const section of ['Center Details', 'Contact Information', 'Operations']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Capacity (L)')).toHaveValue(0);
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Maps are not set up here: type the address, latitude and longitude.',
    );
    expect(screen.getByLabelText('Address')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Latitude')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Select Location' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(loadMaps).not.toHaveBeenCalled();
  });

  it('says what is missing and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    for (const message of [
      'Center Name is required',
      'Address is required',
      'Latitude is required',
      'Longitude is required',
      'Contact Person is required',
      'Phone Number is required',
      'Assigned QA Agent is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posted).toEqual([]);
  });

  it('warns, without refusing, when the point lies outside Kenya; refuses one off the globe', async () => {
    const { user } = await renderForm();
    await typeLocation(user, '0.3476', '32.5825');
    expect(
      screen.getByText('This point is outside Kenya. Check the latitude and longitude before saving.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '95');
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(screen.queryByText(/outside Kenya/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '0.3476');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual(expectedBody({ latitude: 0.3476, longitude: 32.5825 }));
  });

  it('posts every field and lands on the list, where the centre shows, with a confirmation', async () => {
    const { user, router } = await renderForm();
    await typeLocation(user, '-1.1466', '36.9609');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    await expectSavedAndListed();
    expect(router.state.location.pathname).toBe(LIST);
    expect(posted).toEqual([expectedBody({ latitude: -1.1466, longitude: 36.9609 })]);
    expect(screen.getByRole('link', { name: 'View collection centers' })).toHaveAttribute('href', LIST);
  });

  it('puts the API’s refusal at the field and keeps what was typed', async () => {
    api.on({
      'POST /locations': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'phone must be a phone number',
            fields: { phone: 'must be a phone number such as +254712345678 or 0712345678' },
          },
          400,
        ),
    });
    const { user } = await renderForm();
    await typeLocation(user, '-1.1466', '36.9609');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    expect(await screen.findByText('must be a phone number such as +254712345678 or 0712345678')).toBeInTheDocument();
    expect(screen.getByLabelText('Center Name')).toHaveValue('Ruiru CC');
  });
});

describe('Add Collection Center with a map', () => {
  beforeEach(() => configureApi({ googleMapsApiKey: 'test-key' }));

  it('fills the read-only address and coordinates from the picker', async () => {
    const { user } = await renderForm();
    expect(screen.getByLabelText('Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('readonly');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // Nothing is fetched from Google before the picker opens.
    expect(loadMaps).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Select Location' }));
    const picker = screen.getByRole('dialog', { name: 'Select Location' });
    await waitFor(() => expect(within(picker).queryByText('Loading map...')).not.toBeInTheDocument());
    expect(loadMaps).toHaveBeenCalledWith('test-key');
    act(() => google.map().click({ lat: -1.1466, lng: 36.9609 }));
    expect(await within(picker).findByText('Ruiru Bypass, Ruiru')).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Use This Location' }));

    expect(screen.queryByRole('dialog', { name: 'Select Location' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('Ruiru Bypass, Ruiru');
    expect(screen.getByLabelText('Latitude')).toHaveValue(-1.1466);
    expect(screen.getByLabelText('Longitude')).toHaveValue(36.9609);
    expect(screen.getByRole('button', { name: 'Change Location' })).toBeInTheDocument();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    await expectSavedAndListed();
    expect(posted).toEqual([expectedBody({ latitude: -1.1466, longitude: 36.9609 })]);
  });

  it('when the map cannot load after its retries, lets the person type the coordinates', async () => {
    loadMaps.mockRejectedValue(new Error('net::ERR_INTERNET_DISCONNECTED'));
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Select Location' }));
    const picker = screen.getByRole('dialog', { name: 'Select Location' });
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'Maps are unavailable: The map could not be loaded.',
    );
    expect(loadMaps).toHaveBeenCalledTimes(4);
    await user.click(within(picker).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('note')).toHaveTextContent(
      'Maps are unavailable right now: type the address, latitude and longitude.',
    );
    await typeLocation(user, '-1.1466', '36.9609');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save Collection Center' }));
    await expectSavedAndListed();
    expect(posted).toEqual([expectedBody({ latitude: -1.1466, longitude: 36.9609 })]);
  });
});
