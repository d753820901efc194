import { jsonResponse } from '@maziwa/api-client/testing';
import type { UserRoleUpdate } from '@maziwa/contracts';
import { formatDate, Toaster } from '@maziwa/ui';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { installFakeLogisticsApi, readTable, renderWithProviders, type FakeLogisticsApi } from '../testing';

const EDIT = '/driver/link-2/edit';
const LIST = '/logistics-management/driver-management';
const LICENSE_EXPIRY = `${new Date().getFullYear() + 4}-06-30`;

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

async function renderEdit(route = EDIT) {
  const view = renderWithProviders({ route });
  await screen.findByRole('heading', { name: 'Edit Driver' });
  await screen.findByDisplayValue('Brian Mwangi');
  await screen.findByRole('option', { name: 'Limuru Loop' });
  return view;
}

async function replace(user: UserEvent, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

const newPhoto = new File(['png'], 'brian-2026.png', { type: 'image/png' });

describe('Edit Driver', () => {
  it('shows every field as stored, and says which files are on record', async () => {
    await renderEdit();
    expect(api.queries('GET /user-roles/link-2')).toEqual(['populate=user']);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Brian Mwangi');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('03/07/1988');
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+254722000002');
    expect(screen.getByLabelText('Email Address')).toHaveValue('user-2@maziwa.test');
    expect(screen.getByLabelText('License Number')).toHaveValue('DL-120034');
    expect(screen.getByLabelText('License Expiry')).toHaveValue('30/11/2029');
    expect(screen.getByLabelText('Employee ID')).toHaveValue('DRV-002');
    expect(screen.getByLabelText('Date of Hire')).toHaveValue('01/06/2021');
    expect(screen.getByLabelText('Status')).toHaveValue('inactive');
    expect(screen.getByLabelText('Assigned Route')).toHaveValue('route-kiambu');
    expect(screen.getByLabelText('Additional Info')).toHaveValue('Knows every farm on the Limuru loop');
    expect(screen.getByText('A photo is on file; choose another to replace it.')).toBeInTheDocument();
    expect(screen.getByText('A license document is on file; choose another to replace it.')).toBeInTheDocument();
  });

  it('saves every field, the person with the link in one PUT, replaces the photo, confirms it and shows the list', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderEdit();
    await replace(user, 'Full Name', 'Brian Kamau Mwangi');
    await replace(user, 'Date of Birth', '15/01/1987');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.upload(screen.getByLabelText('Photo'), newPhoto);
    await replace(user, 'Phone Number', '0733444555');
    await replace(user, 'Email Address', 'brian.mwangi@maziwa.test');
    await user.type(screen.getByLabelText('Address'), 'Box 9, Kiambu');
    await replace(user, 'License Number', 'DL-999001');
    await replace(user, 'License Expiry', formatDate(LICENSE_EXPIRY));
    await replace(user, 'Employee ID', 'DRV-020');
    await replace(user, 'Date of Hire', '01/03/2022');
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.selectOptions(screen.getByLabelText('Assigned Route'), 'Limuru Loop');
    await user.clear(screen.getByLabelText('Additional Info'));
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));

    await screen.findByRole('heading', { name: 'Driver Management' });
    expect(router.state.location.pathname).toBe(LIST);
    expect(await screen.findByText('Driver Brian Kamau Mwangi saved')).toBeInTheDocument();
    expect(api.bodies<UserRoleUpdate>('PUT /user-roles/link-2')).toEqual([
      {
        member_id: 'DRV-020',
        status: 'active',
        route_ids: ['route-limuru'],
        profile: {
          date_of_birth: '1987-01-15',
          gender: 'other',
          photo_file_id: 'file-new-1',
          license_number: 'DL-999001',
          license_expiry: LICENSE_EXPIRY,
          date_of_hire: '2022-03-01',
          additional_info: null,
        },
        user: {
          username: 'Brian-Kamau-Mwangi',
          first_name: 'Brian',
          last_name: 'Kamau Mwangi',
          email: 'brian.mwangi@maziwa.test',
          contact_info: { phone: '0733444555', address: 'Box 9, Kiambu' },
        },
      },
    ]);
    // The replaced photo goes; the licence document, not replaced, stays.
    expect(api.calls).toContain('DELETE /files/file-photo-2');
    expect(api.files().map((file) => file.id)).toEqual(['file-licence-2', 'file-new-1']);
    await waitFor(() =>
      expect(
        readTable('Drivers')
          .find(([name]) => name === 'Brian Kamau Mwangi')
          ?.slice(0, 4),
      ).toEqual(['Brian Kamau Mwangi', 'DRV-020', '0733444555', 'Active']),
    );
  });

  it('puts a taken e-mail at Email Address, keeps what was typed and deletes the new photo', async () => {
    api.on({
      'PUT /user-roles/link-2': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'user.email is already registered',
            fields: { 'user.email': 'is already registered' },
          },
          409,
        ),
    });
    const { user, router } = await renderEdit();
    await user.upload(screen.getByLabelText('Photo'), newPhoto);
    await replace(user, 'Email Address', 'taken@maziwa.test');
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));

    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('is already registered');
    expect(screen.getByLabelText('Email Address')).toHaveValue('taken@maziwa.test');
    expect(router.state.location.pathname).toBe(EDIT);
    // Nothing half-saved: the upload is taken back, the old photo stays.
    expect(api.calls).toContain('DELETE /files/file-new-1');
    expect(api.files().map((file) => file.id)).toEqual(['file-photo-2', 'file-licence-2']);
  });

  it('shows the field rules and sends nothing when a required field is emptied', async () => {
    const { user } = await renderEdit();
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByText('Phone Number is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it("shows the not-found panel for a driver the organisation does not have (another organisation's too)", async () => {
    renderWithProviders({ route: '/driver/link-404/edit' });
    expect(await screen.findByRole('region', { name: 'Driver not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Driver' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch user roles')).not.toBeInTheDocument();
  });

  it('says so when the driver cannot be loaded', async () => {
    api.on({ 'GET /user-roles/link-500': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: '/driver/link-500/edit' });
    expect(await screen.findByText('Failed to fetch user roles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Driver' })).toBeInTheDocument();
  });
});
