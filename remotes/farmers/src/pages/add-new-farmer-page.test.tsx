import { jsonResponse } from '@maziwa/api-client/testing';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  installFakeFarmersApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  type FakeFarmersApi,
  type FarmerLinkBody,
} from '../testing';

const ADD = '/farmer/add-new-farmer';
const LIST = '/farmers/farmers-profiles';

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
});
afterEach(() => api.restore());

const photo = new File(['png'], 'grace.png', { type: 'image/png' });
const writes = () => api.calls.filter((call) => !call.startsWith('GET'));

async function renderForm() {
  const view = renderWithProviders({ route: ADD });
  await screen.findByRole('heading', { name: 'Add New Farmer' });
  await screen.findByRole('option', { name: 'Limuru Loop' });
  await screen.findByRole('option', { name: 'Githunguri CC' });
  return view;
}

async function fillForm(user: UserEvent, { memberId = 'MEM-050', email = 'grace.atieno@maziwa.test' } = {}) {
  await user.type(screen.getByLabelText('Full Name'), 'Grace Akinyi Atieno');
  await user.type(screen.getByLabelText('Date of Birth'), '02/03/1985');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.upload(screen.getByLabelText('Photo'), photo);
  await user.type(screen.getByLabelText('Phone Number'), '0711000111');
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Address'), 'Box 4, Githunguri');
  await user.type(screen.getByLabelText('Member ID'), memberId);
  await user.type(screen.getByLabelText('Date of Joining'), '01/05/2024');
  await user.selectOptions(screen.getByLabelText('Assigned Route'), 'Limuru Loop');
  await user.selectOptions(screen.getByLabelText('Collection Center'), 'Githunguri CC');
  await user.type(screen.getByLabelText('Additional Info'), 'Two cows');
  await user.selectOptions(screen.getByLabelText('SMS Language'), 'Kiswahili');
  await user.click(screen.getByLabelText('Do not send delivery SMS'));
}

describe('Add New Farmer', () => {
  it('has the three sections, the routes and collection centres to choose from, and Save Farmer', async () => {
    await renderForm();
    for (const section of ['Personal Details', 'Contact Information', 'Farmer Details']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(api.queries('GET /locations')).toEqual([`org_id=${TEST_ORG_ID}&filter=type%3Acollection_center&limit=500`]);
    const centres = within(screen.getByLabelText('Collection Center')).getAllByRole('option');
    expect(centres.map((option) => option.textContent)).toEqual([
      'No collection center',
      'Githunguri CC',
      'Kiambu Town CC',
    ]);
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(screen.getByRole('button', { name: 'Save Farmer' })).toBeInTheDocument();
  });

  it('uploads the photo, saves person and link in one request, and lands on Farmer Profiles where the farmer shows', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));

    await screen.findByRole('heading', { name: 'Farmer Profiles' });
    expect(router.state.location.pathname).toBe(LIST);
    await waitFor(() => expect(readTable('Farmers').map(([, name]) => name)).toContain('Grace Akinyi Atieno'));
    expect(await screen.findByText('Farmer Grace Akinyi Atieno saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View farmer' })).toHaveAttribute(
      'href',
      '/farmers/farmers-profiles/link-new-2',
    );

    expect(writes()).toEqual(['POST /files', 'POST /user-roles']);
    expect(api.bodies<FarmerLinkBody>('POST /user-roles')).toEqual([
      {
        organization_id: TEST_ORG_ID,
        role_id: 'role-producer',
        member_id: 'MEM-050',
        status: 'active',
        location_ids: ['centre-githunguri'],
        route_ids: ['route-limuru'],
        available: true,
        profile: {
          date_of_birth: '1985-03-02',
          gender: 'female',
          photo_file_id: 'file-new-1',
          date_of_hire: '2024-05-01',
          additional_info: 'Two cows',
        },
        sms_language: 'sw',
        delivery_sms_opt_out: true,
        user: {
          username: 'Grace-Akinyi-Atieno',
          first_name: 'Grace',
          last_name: 'Akinyi Atieno',
          email: 'grace.atieno@maziwa.test',
          contact_info: { phone: '0711000111', address: 'Box 4, Githunguri' },
          is_active: true,
          status: 'active',
          password: expect.stringMatching(/^\S{24}$/),
        },
      },
    ]);
  });

  it('offers English or Kiswahili for the SMS, English at first, and delivery SMS on', async () => {
    await renderForm();
    const sms = screen.getByRole('group', { name: 'SMS' });
    expect(within(sms).getByLabelText('SMS Language')).toHaveValue('en');
    expect(
      within(within(sms).getByLabelText('SMS Language'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select language', 'English', 'Kiswahili']);
    expect(within(sms).getByLabelText('Do not send delivery SMS')).not.toBeChecked();
  });

  it('says at Phone Number which numbers it takes, and sends nothing', async () => {
    const { user } = await renderForm();
    await fillForm(user);
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'Enter a Kenyan mobile number, e.g. 0712 345 678 or +254712345678',
      ),
    );
    expect(writes()).toEqual([]);
  });

  it('shows what is required and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    for (const [label, message] of [
      ['Date of Birth', 'Date of Birth is required'],
      ['Gender', 'Gender is required'],
      ['Phone Number', 'Phone Number is required'],
      ['Email Address', 'Email Address is required'],
      ['Member ID', 'Member ID is required'],
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    // A farmer need not be on a route or at a centre yet.
    expect(screen.getByLabelText('Assigned Route')).not.toBeInvalid();
    expect(writes()).toEqual([]);
  });

  it('says at Member ID that the number is taken, keeps what was typed and deletes the uploaded photo', async () => {
    const { user, router } = await renderForm();
    await fillForm(user, { memberId: 'MEM-001' });
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));

    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Member ID')).toHaveAccessibleDescription('is already used in this organisation');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Akinyi Atieno');
    expect(router.state.location.pathname).toBe(ADD);
    // Nothing half-created: the photo went up and was taken back; no farmer was added.
    expect(writes()).toEqual(['POST /files', 'POST /user-roles', 'DELETE /files/file-new-1']);
    expect(api.files()).not.toContain('file-new-1');
    expect(api.farmers()).toHaveLength(3);
  });

  it('says at Email Address that the e-mail is registered', async () => {
    const { user } = await renderForm();
    await fillForm(user, { email: 'taken@maziwa.test' });
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));
    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('is already registered');
  });

  it('says why when the organisation has no Producer role, and saves nothing', async () => {
    api.on({ 'GET /roles': () => ({ data: [], total: 0, limit: 100, offset: 0 }) });
    const { user } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));
    expect(await screen.findByText('Producer role not found')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('says so when the collection centres cannot be loaded', async () => {
    api.on({ 'GET /locations': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: ADD });
    expect(await screen.findByText('Failed to fetch collectionCenters')).toBeInTheDocument();
  });

  it('goes back to the list on Cancel, asking first when something was typed', async () => {
    const { user, router } = await renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Farmer Profiles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
    expect(writes()).toEqual([]);
  });
});
