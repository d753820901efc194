import { jsonResponse } from '@maziwa/api-client/testing';
import type { UserRoleCreate } from '@maziwa/contracts';
import { formatDate, Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UserEvent } from '@testing-library/user-event';
import {
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  type FakeLogisticsApi,
  type SentFile,
} from '../testing';

const ADD = '/driver/add-new-driver';
const LIST = '/logistics-management/driver-management';
const LICENSE_EXPIRY = `${new Date().getFullYear() + 3}-01-31`;

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const photo = new File(['png'], 'mary.png', { type: 'image/png' });
const licence = new File(['pdf'], 'licence.pdf', { type: 'application/pdf' });

async function renderForm() {
  const view = renderWithProviders({ route: ADD });
  await screen.findByRole('heading', { name: 'Add New Driver' });
  // The route select fills from GET /routes.
  await screen.findByRole('option', { name: 'Limuru Loop' });
  return view;
}

async function fillForm(user: UserEvent, employeeId = 'DRV-104') {
  await user.type(screen.getByLabelText('Full Name'), 'Mary Wanjiru Njoroge');
  await user.type(screen.getByLabelText('Date of Birth'), '12/04/1990');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.upload(screen.getByLabelText('Photo'), photo);
  await user.type(screen.getByLabelText('Phone Number'), '+254712345678');
  await user.type(screen.getByLabelText('Email Address'), 'mary.njoroge@maziwa.test');
  await user.type(screen.getByLabelText('Address'), 'Box 12, Limuru');
  await user.type(screen.getByLabelText('License Number'), 'DL-778812');
  await user.type(screen.getByLabelText('License Expiry'), formatDate(LICENSE_EXPIRY));
  await user.upload(screen.getByLabelText('License Document'), licence);
  await user.type(screen.getByLabelText('Employee ID'), employeeId);
  await user.type(screen.getByLabelText('Date of Hire'), '01/02/2024');
  await user.selectOptions(screen.getByLabelText('Status'), 'Active');
  await user.selectOptions(screen.getByLabelText('Assigned Route'), 'Limuru Loop');
  await user.type(screen.getByLabelText('Additional Info'), 'Night shift');
}

function expectFilledForm() {
  expect(screen.getByLabelText('Full Name')).toHaveValue('Mary Wanjiru Njoroge');
  expect(screen.getByLabelText('Date of Birth')).toHaveValue('12/04/1990');
  expect(screen.getByLabelText('Gender')).toHaveValue('female');
  expect((screen.getByLabelText('Photo') as HTMLInputElement).files?.[0]).toBe(photo);
  expect(screen.getByLabelText('Phone Number')).toHaveValue('+254712345678');
  expect(screen.getByLabelText('Email Address')).toHaveValue('mary.njoroge@maziwa.test');
  expect(screen.getByLabelText('Address')).toHaveValue('Box 12, Limuru');
  expect(screen.getByLabelText('License Number')).toHaveValue('DL-778812');
  expect(screen.getByLabelText('License Expiry')).toHaveValue(formatDate(LICENSE_EXPIRY));
  expect((screen.getByLabelText('License Document') as HTMLInputElement).files?.[0]).toBe(licence);
  expect(screen.getByLabelText('Employee ID')).toHaveValue('DRV-001');
  expect(screen.getByLabelText('Date of Hire')).toHaveValue('01/02/2024');
  expect(screen.getByLabelText('Status')).toHaveValue('active');
  expect(screen.getByLabelText('Assigned Route')).toHaveValue('route-limuru');
  expect(screen.getByLabelText('Additional Info')).toHaveValue('Night shift');
}

describe('Add New Driver', () => {
  it('has the four sections and the organisation routes to choose from', async () => {
    await renderForm();
    for (const section of ['Personal Details', 'Contact Information', 'License Details', 'Employment Details']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    const routes = within(screen.getByLabelText('Assigned Route')).getAllByRole('option');
    expect(routes.map((option) => option.textContent)).toEqual(['Select route', 'Kiambu North', 'Limuru Loop']);
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(screen.getByLabelText('License Document')).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
  });

  it('uploads the files, saves the person with the Driver link in one request, and lands on the list with the new driver first', async () => {
    // The shell's save confirmations, as the host renders them beside the page.
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));

    await screen.findByRole('heading', { name: 'Driver Management' });
    expect(router.state.location.pathname).toBe(LIST);
    await waitFor(() =>
      expect(readTable('Drivers')[0].slice(0, 4)).toEqual([
        'Mary Wanjiru Njoroge',
        'DRV-104',
        '+254712345678',
        'Active',
      ]),
    );
    expect(await screen.findByText('Driver Mary Wanjiru Njoroge saved')).toBeInTheDocument();

    expect(api.bodies<SentFile>('POST /files')).toEqual([
      { name: 'mary.png', type: 'image/png', size: 3 },
      { name: 'licence.pdf', type: 'application/pdf', size: 3 },
    ]);
    expect(api.bodies<UserRoleCreate>('POST /user-roles')).toEqual([
      {
        organization_id: TEST_ORG_ID,
        role_id: 'role-driver',
        member_id: 'DRV-104',
        status: 'active',
        location_ids: [],
        route_ids: ['route-limuru'],
        available: true,
        profile: {
          date_of_birth: '1990-04-12',
          gender: 'female',
          photo_file_id: 'file-new-1',
          license_number: 'DL-778812',
          license_expiry: LICENSE_EXPIRY,
          license_document_file_id: 'file-new-2',
          date_of_hire: '2024-02-01',
          additional_info: 'Night shift',
        },
        user: {
          username: 'Mary-Wanjiru-Njoroge',
          first_name: 'Mary',
          last_name: 'Wanjiru Njoroge',
          email: 'mary.njoroge@maziwa.test',
          contact_info: { phone: '+254712345678', address: 'Box 12, Limuru' },
          is_active: true,
          status: 'active',
          password: expect.stringMatching(/^\S{24}$/),
        },
      },
    ]);
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'POST /files',
      'POST /files',
      'POST /user-roles',
    ]);
  });

  it('deletes the uploads when the Driver ID is taken, keeps every value and says so at Employee ID', async () => {
    const { user, router } = await renderForm();
    await fillForm(user, 'DRV-001');
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));

    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(api.calls.filter((call) => !call.startsWith('GET')).sort()).toEqual([
      'DELETE /files/file-new-1',
      'DELETE /files/file-new-2',
      'POST /files',
      'POST /files',
      'POST /user-roles',
    ]);
    expect(api.users()).toEqual([]);
    expect(api.files().map((file) => file.id)).not.toContain('file-new-1');
    expect(router.state.location.pathname).toBe(ADD);
    expect(screen.getByLabelText('Employee ID')).toHaveAccessibleDescription('Member ID already exists');
    expect(screen.getByLabelText('Employee ID')).toBeInvalid();
    expectFilledForm();
  });

  it('says at Photo when the API refuses the photo, and saves nothing', async () => {
    api.on({
      'POST /files': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'file content is not a PNG image',
            fields: { file: 'content is not a PNG image' },
          },
          400,
        ),
    });
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));

    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    // The field describes itself by the chosen file's name, then the problem.
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('mary.png content is not a PNG image');
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual(['POST /files']);
    expect(router.state.location.pathname).toBe(ADD);
  });

  it('says what went wrong when no field is to blame', async () => {
    api.on({ 'GET /roles': () => ({ data: [], total: 0, limit: 50, offset: 0 }) });
    const { user } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByText('Driver role not found')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /user-roles');
  });

  it('shows the rules and sends nothing when required fields are empty', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Driver' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email Address is required');
    expect(screen.getByLabelText('Assigned Route')).toHaveAccessibleDescription('Assigned Route is required');
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('goes back to the list without saving on Cancel', async () => {
    const { user, router } = await renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'Mary Wanjiru');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // What was typed is not thrown away without asking.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Driver Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LIST);
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('says so when the routes cannot be loaded', async () => {
    api.on({ 'GET /routes': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: ADD });
    expect(await screen.findByText('Failed to fetch routes')).toBeInTheDocument();
  });
});
