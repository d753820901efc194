import { jsonResponse, withRole } from '@maziwa/api-client/testing';
import type { UserRoleUpdate } from '@maziwa/contracts';
import { Toaster } from '@maziwa/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { installFakeFarmersApi, renderWithProviders, signedInUser, type FakeFarmersApi } from '../testing';

const PAGE = '/farmers/farmers-profiles/link-f1';
const EDIT = `${PAGE}/edit`;

let api: FakeFarmersApi;
let urls: string[];
beforeEach(() => {
  api = installFakeFarmersApi({
    links: {
      'link-f1': {
        route_ids: ['route-kiambu'],
        location_ids: ['centre-kiambu'],
        profile: {
          date_of_birth: '1980-02-14',
          gender: 'female',
          photo_file_id: 'file-photo-f1',
          date_of_hire: '2019-01-10',
          additional_info: 'Three cows',
        },
        created_at: '2025-01-02T08:00:00.000Z',
      },
    },
  });
  // jsdom has no object URLs: the photo is shown from one.
  urls = [];
  URL.createObjectURL = () => {
    urls.push(`blob:photo-${urls.length}`);
    return urls[urls.length - 1];
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  api.restore();
});

/** The page's details as label -> text. */
const details = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

async function replace(user: UserEvent, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

describe("A farmer's page", () => {
  it('shows the profile, contact, route and centre, and is opened from the row', async () => {
    const { user, router } = renderWithProviders({ route: '/farmers/farmers-profiles' });
    await user.click(await screen.findByRole('button', { name: 'View Jane Wanjiru' }));
    await screen.findByRole('heading', { level: 1, name: 'Jane Wanjiru' });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(await screen.findByRole('img', { name: 'Photo of Jane Wanjiru' })).toBeInTheDocument();
    expect(details()).toEqual({
      Photo: '',
      'Member ID': 'MEM-001',
      Status: 'Active',
      'Date of Birth': '14/02/1980',
      Gender: 'Female',
      'Phone Number': '0712 000 000',
      'Email Address': 'link-f1@farmers.maziwa.test',
      Address: 'N/A',
      'Date of Joining': '10/01/2019',
      Registered: '02/01/2025',
      'Assigned Route': 'Kiambu North',
      'Collection Center': 'Kiambu Town CC',
      'Additional Info': 'Three cows',
      'SMS Language': 'English',
      'Delivery SMS': 'Sent after every delivery',
    });
    expect(api.queries('GET /user-roles/link-f1')).toContain('populate=user%2Croutes%2Clocations');
    expect(screen.getByRole('region', { name: 'Latest Collections' })).toHaveTextContent('No collections yet.');
    expect(screen.getByRole('region', { name: 'Payments' })).toBeInTheDocument();
  });

  it("shows the not-found panel for another organisation's farmer (the API answers 404), and on their Edit", async () => {
    api.on({
      'GET /user-roles/link-other-org': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'user_roles link-other-org not found' }, 404),
    });
    renderWithProviders({ route: '/farmers/farmers-profiles/link-other-org' });
    const panel = await screen.findByRole('region', { name: 'Farmer not found' });
    expect(panel).toHaveTextContent('Nothing of your organisation has this id');
    expect(screen.queryByText('Failed to fetch user roles')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All farmers' })).toHaveAttribute('href', '/farmers/farmers-profiles');
    cleanup();

    renderWithProviders({ route: '/farmers/farmers-profiles/link-other-org/edit' });
    expect(await screen.findByRole('region', { name: 'Farmer not found' })).toBeInTheDocument();
  });

  it('still says the farmer could not be fetched when the API fails', async () => {
    api.on({ 'GET /user-roles/link-f1': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: PAGE });
    expect(await screen.findByText('Failed to fetch user roles')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Farmer not found' })).not.toBeInTheDocument();
  });

  it('edits every field from Edit, saves them in one PUT and shows the new phone', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = renderWithProviders({ route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByDisplayValue('Jane Wanjiru');
    expect(router.state.location.pathname).toBe(EDIT);
    expect(screen.getByText('A photo is on file; choose another to replace it.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Githunguri CC' });
    await screen.findByRole('option', { name: 'Kiambu North' });
    expect(screen.getByLabelText('Assigned Route')).toHaveValue('route-kiambu');
    expect(screen.getByLabelText('Collection Center')).toHaveValue('centre-kiambu');

    await replace(user, 'Full Name', 'Jane Wambui Wanjiru');
    await replace(user, 'Date of Birth', '15/03/1981');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.upload(screen.getByLabelText('Photo'), new File(['png'], 'jane.png', { type: 'image/png' }));
    await replace(user, 'Phone Number', '0799111222');
    await replace(user, 'Email Address', 'jane.wambui@maziwa.test');
    await user.type(screen.getByLabelText('Address'), 'Box 7, Kiambu');
    await replace(user, 'Member ID', 'MEM-101');
    await user.clear(screen.getByLabelText('Date of Joining'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.selectOptions(screen.getByLabelText('Assigned Route'), 'No route');
    await user.selectOptions(screen.getByLabelText('Collection Center'), 'Githunguri CC');
    await replace(user, 'Additional Info', 'Four cows');
    expect(screen.getByLabelText('SMS Language')).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText('SMS Language'), 'Kiswahili');
    await user.click(screen.getByLabelText('Do not send delivery SMS'));
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));

    await screen.findByRole('heading', { level: 1, name: 'Jane Wambui Wanjiru' });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(await screen.findByText('Farmer Jane Wambui Wanjiru saved')).toBeInTheDocument();
    expect(api.bodies<UserRoleUpdate>('PUT /user-roles/link-f1')).toEqual([
      {
        member_id: 'MEM-101',
        status: 'pending',
        route_ids: [],
        location_ids: ['centre-githunguri'],
        profile: {
          date_of_birth: '1981-03-15',
          gender: 'other',
          photo_file_id: 'file-new-1',
          date_of_hire: null,
          additional_info: 'Four cows',
        },
        user: {
          username: 'Jane-Wambui-Wanjiru',
          first_name: 'Jane',
          last_name: 'Wambui Wanjiru',
          email: 'jane.wambui@maziwa.test',
          contact_info: { phone: '0799111222', address: 'Box 7, Kiambu' },
        },
        sms_language: 'sw',
        delivery_sms_opt_out: true,
      },
    ]);
    // The replaced photo is deleted; the new one stays.
    expect(api.calls).toContain('DELETE /files/file-photo-f1');
    expect(api.files()).toEqual(['file-new-1']);
    expect(await screen.findByText('0799 111 222')).toBeInTheDocument();
    expect(details()).toMatchObject({
      'Member ID': 'MEM-101',
      Status: 'Pending',
      'Assigned Route': 'N/A',
      'Collection Center': 'Githunguri CC',
      'SMS Language': 'Kiswahili',
      'Delivery SMS': 'Not sent (the farmer opted out)',
    });
  });

  it('puts a refusal at its field and changes nothing', async () => {
    const { user } = renderWithProviders({ route: EDIT });
    await screen.findByDisplayValue('Jane Wanjiru');
    await replace(user, 'Member ID', 'MEM-002');
    await replace(user, 'Phone Number', '0799111222');
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));
    expect(await screen.findByText('An error occurred while submitting the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Member ID')).toHaveAccessibleDescription('is already used in this organisation');
    expect(api.links()[0]).toMatchObject({ member_id: 'MEM-001', user: { contact_info: { phone: '0712000000' } } });
  });

  it('offers Edit, on the page and the row, only to those who may change people', async () => {
    renderWithProviders({ route: PAGE, user: withRole(signedInUser, 'QA/Collector') });
    await screen.findByRole('heading', { level: 1, name: 'Jane Wanjiru' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // Nor the payments a QA/Collector may not read.
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    cleanup();
    renderWithProviders({ route: '/farmers/farmers-profiles', user: withRole(signedInUser, 'QA/Collector') });
    await screen.findByText('Jane Wanjiru');
    expect(screen.getByRole('button', { name: 'View Jane Wanjiru' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Jane Wanjiru' })).not.toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Add New Farmer' })).not.toBeInTheDocument();
  });
});
