import { jsonResponse } from '@maziwa/api-client/testing';
import type { User } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { withRole } from '@maziwa/api-client/testing';
import {
  buildUser,
  catchDownloads,
  installFakeAdminApi,
  readTable,
  renderToaster,
  renderWithProviders,
  signedInUser,
  TEST_ORG_ID,
  toastRegion,
  type FakeAdminApi,
} from '../testing';
import { fillFields } from '@maziwa/dev-shell/testing';

const LIST = '/user-management/users';

let api: FakeAdminApi;
beforeEach(() => {
  api = installFakeAdminApi();
});
afterEach(() => api.restore());

const table = () => readTable('Users');
const usernames = () => table().map((cells) => cells[0]);
const queries = () => api.queries('GET /users');

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('achieng');
  return view;
}

describe('Users', () => {
  it('shows Loading ... and then the users under the spec columns', async () => {
    const release = api.hold('GET /users');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();

    await screen.findByText('achieng');
    for (const header of ['Username', 'First Name', 'Last Name', 'Email', 'Phone', 'Address', 'Roles', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      // Roles: those held in this organisation only (achieng is also a user in org-2).
      [
        'achieng',
        'Achieng',
        'Otieno',
        'achieng@maziwa.test',
        '+254722000003',
        'Kisumu Road, Kisumu',
        'admin',
        'Active',
        'EditSet temporary passwordDeactivate',
      ],
      [
        'bmwangi',
        'Brian',
        'Mwangi',
        'brian@maziwa.test',
        '+254722000002',
        'N/A',
        'Driver',
        'Active',
        'EditSet temporary passwordDeactivate',
      ],
      [
        'chebet',
        'Chebet',
        'Kiprono',
        'chebet@maziwa.test',
        'N/A',
        'N/A',
        'None',
        'Inactive',
        'EditSet temporary passwordReactivate',
      ],
    ]);
    expect(queries()).toEqual([`org_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says so when the users cannot be loaded', async () => {
    api.on({ 'GET /users': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
  });

  it('pages, sorts and searches on the server', async () => {
    const many: User[] = Array.from({ length: 12 }, (_, i) =>
      buildUser({
        id: `user-m${i}`,
        username: `user${String(12 - i).padStart(2, '0')}`,
        contact_info: { phone: `+2547000000${String(i).padStart(2, '0')}` },
      }),
    );
    api.restore();
    api = installFakeAdminApi({ users: many });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('user12');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(usernames()).toEqual(['user02', 'user01']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=10`);

    await user.click(within(screen.getByRole('columnheader', { name: 'Username' })).getByText('Username'));
    await waitFor(() => expect(usernames()[0]).toBe('user01'));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=0&sort=username`);
    await user.click(within(screen.getByRole('columnheader', { name: 'Phone' })).getByText('Phone'));
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=0&sort=contact_info.phone`),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'user07');
    await waitFor(() => expect(usernames()).toEqual(['user07']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&q=user07&limit=10&offset=0&sort=contact_info.phone`);
  });

  it('offers only the search: users have no day, month or status here', async () => {
    const { user } = await renderList();
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Nobody');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Mwangi');
      await waitFor(() => expect(usernames()).toEqual(['bmwangi']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['users.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns: Roles
      // as the names shown (role_names), Status as Active/Inactive (active_status), not true/false.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'username:Username,first_name:First Name,last_name:Last Name,email:Email,contact_info.phone:Phone,contact_info.address:Address,role_names:Roles,active_status:Status',
      );
      expect(queries().at(-1)).toBe(
        `org_id=${TEST_ORG_ID}&q=Mwangi&columns=username%3AUsername%2Cfirst_name%3AFirst+Name%2Clast_name%3ALast+Name%2Cemail%3AEmail%2Ccontact_info.phone%3APhone%2Ccontact_info.address%3AAddress%2Crole_names%3ARoles%2Cactive_status%3AStatus&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')[1]).toBe(
        '"user-2","bmwangi","Brian","Mwangi","brian@maziwa.test","+254722000002",""',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  describe('Add User', () => {
    const mary = {
      Username: 'mwanjiru',
      'First Name': 'Mary',
      'Last Name': 'Wanjiru',
      Email: 'mary@maziwa.test',
      Phone: '+254712345678',
      Address: 'Limuru Road',
      Password: 'milk-and-honey',
    };

    it("creates the account in the user's organisation, says so and lists it", async () => {
      renderToaster();
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add User' });
      await fillFields(user, dialog, mary);
      await user.click(within(dialog).getByRole('button', { name: 'Save User' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('POST /users')).toEqual([
        {
          username: 'mwanjiru',
          first_name: 'Mary',
          last_name: 'Wanjiru',
          email: 'mary@maziwa.test',
          contact_info: { phone: '+254712345678', address: 'Limuru Road' },
          organization_ids: [TEST_ORG_ID],
          is_active: true,
          status: 'active',
          password: 'milk-and-honey',
        },
      ]);
      expect(within(toastRegion()).getByText('User mwanjiru saved')).toBeInTheDocument();
      await waitFor(() =>
        expect(table()[0]).toEqual([
          'mwanjiru',
          'Mary',
          'Wanjiru',
          'mary@maziwa.test',
          '+254712345678',
          'Limuru Road',
          'None',
          'Active',
          'EditSet temporary passwordDeactivate',
        ]),
      );
    });

    it('says what is missing and sends nothing', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add User' });
      await user.click(within(dialog).getByRole('button', { name: 'Save User' }));
      for (const message of [
        'Username is required',
        'First Name is required',
        'Last Name is required',
        'Email is required',
        'Password is required',
      ]) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      expect(api.calls).not.toContain('POST /users');
    });

    it("shows the API's field errors at the fields", async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add User' });
      await fillFields(user, dialog, { ...mary, Email: 'brian@maziwa.test' });
      await user.click(within(dialog).getByRole('button', { name: 'Save User' }));

      expect(await within(dialog).findByText('is already registered')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('is already registered');
      expect(within(dialog).getByText('An error occurred while submitting the form.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Username')).toHaveValue('mwanjiru');
    });

    it('puts a nested field error (contact_info.phone) on Phone', async () => {
      api.on({
        'POST /users': () =>
          jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'body/contact_info/phone must NOT have more than 40 characters',
              fields: { 'contact_info.phone': 'must NOT have more than 40 characters' },
            },
            400,
          ),
      });
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add User' });
      await fillFields(user, dialog, mary);
      await user.click(within(dialog).getByRole('button', { name: 'Save User' }));
      expect(await within(dialog).findByText('must NOT have more than 40 characters')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('Edit', () => {
    it('changes the account with PUT /users/{id}, says so and refreshes the list', async () => {
      renderToaster();
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Edit bmwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit user bmwangi' });
      expect(within(dialog).getByLabelText('Email')).toHaveValue('brian@maziwa.test');
      expect(within(dialog).getByLabelText('Phone')).toHaveValue('+254722000002');
      expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();

      await fillFields(user, dialog, { 'Last Name': 'Mwangi-Kariuki', Phone: '', Address: 'Ruiru' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /users/user-2')).toEqual([
        {
          username: 'bmwangi',
          first_name: 'Brian',
          last_name: 'Mwangi-Kariuki',
          email: 'brian@maziwa.test',
          contact_info: { phone: '', address: 'Ruiru' },
        },
      ]);
      expect(within(toastRegion()).getByText('User bmwangi saved')).toBeInTheDocument();
      await waitFor(() =>
        expect(table()[1]).toEqual([
          'bmwangi',
          'Brian',
          'Mwangi-Kariuki',
          'brian@maziwa.test',
          'N/A',
          'Ruiru',
          'Driver',
          'Active',
          'EditSet temporary passwordDeactivate',
        ]),
      );
      // The roles did not change: they are not sent.
      expect(api.calls).not.toContain('PUT /users/user-2/roles');
    });

    it('keeps the dialog open with the field error when the email is taken', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Edit bmwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit user bmwangi' });
      await fillFields(user, dialog, { Email: 'chebet@maziwa.test' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('is already registered')).toBeInTheDocument();
      // What was typed is not saved: closing asks first.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
      await user.click(within(question).getByRole('button', { name: 'Discard' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(table()[1][3]).toBe('brian@maziwa.test');
    });
  });

  describe('Roles in Edit', () => {
    const openEdit = async (username: string) => {
      const view = await renderList();
      await view.user.click(screen.getByRole('button', { name: `Edit ${username}` }));
      return { ...view, dialog: await screen.findByRole('dialog', { name: `Edit user ${username}` }) };
    };
    const rolesGroup = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Roles' });

    it("ticks the roles held here among the organisation's roles, and saves a change with PUT /users/{id}/roles", async () => {
      const { user, dialog } = await openEdit('bmwangi');
      const group = rolesGroup(dialog);
      await within(group).findByRole('checkbox', { name: 'user' });
      const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
      expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
        ['admin', false],
        ['Driver', true],
        ['Producer', false],
        ['user', false],
      ]);
      expect(api.queries('GET /roles')).toEqual([`org_id=${TEST_ORG_ID}&sort=name&limit=1000`]);

      await user.click(within(group).getByRole('checkbox', { name: 'user' }));
      await user.click(within(group).getByRole('checkbox', { name: 'Driver' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /users/user-2/roles')).toEqual([
        { role_ids: ['role-user'], organization_id: TEST_ORG_ID },
      ]);
      await waitFor(() => expect(table()[1][6]).toBe('user'));
    });

    it('takes every role away', async () => {
      const { user, dialog } = await openEdit('bmwangi');
      await user.click(await within(rolesGroup(dialog)).findByRole('checkbox', { name: 'Driver' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /users/user-2/roles')).toEqual([{ role_ids: [], organization_id: TEST_ORG_ID }]);
      await waitFor(() => expect(table()[1][6]).toBe('None'));
    });

    it.each([
      [403, 'You cannot grant a role with permissions you do not hold'],
      [409, 'An organisation needs at least one active admin'],
    ])("shows the API's %i in the dialog and keeps what was chosen and typed", async (status, message) => {
      api.on({
        'PUT /users/user-3/roles': () => jsonResponse({ statusCode: status, error: 'Refused', message }, status),
      });
      const { user, dialog } = await openEdit('achieng');
      await fillFields(user, dialog, { Address: 'Oginga Odinga Street' });
      await user.click(await within(rolesGroup(dialog)).findByRole('checkbox', { name: 'admin' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        `An error occurred while submitting the form.${message}`,
      );
      expect(within(dialog).getByLabelText('Address')).toHaveValue('Oginga Odinga Street');
      expect(within(rolesGroup(dialog)).getByRole('checkbox', { name: 'admin' })).not.toBeChecked();
      expect(screen.getByRole('dialog', { name: 'Edit user achieng' })).toBeInTheDocument();
    });

    it('is not offered to those who may not change role links (user_roles:update)', async () => {
      const withoutRoles = {
        ...signedInUser,
        permissions: signedInUser.permissions!.filter((p) => p !== 'user_roles:update'),
      };
      const { user } = renderWithProviders({ route: LIST, user: withoutRoles });
      await screen.findByText('achieng');
      await user.click(screen.getByRole('button', { name: 'Edit bmwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit user bmwangi' });
      expect(within(dialog).queryByRole('group', { name: 'Roles' })).not.toBeInTheDocument();
      expect(api.calls).not.toContain('GET /roles');
    });
  });

  describe('Set temporary password', () => {
    const openReset = async (username: string) => {
      const view = await renderList();
      await view.user.click(screen.getByRole('button', { name: `Set temporary password ${username}` }));
      return { ...view, dialog: await screen.findByRole('dialog', { name: `Set temporary password for ${username}` }) };
    };

    it('says at the field when the password is too short, and sends nothing', async () => {
      const { user, dialog } = await openReset('bmwangi');
      await fillFields(user, dialog, { 'New Password': 'short', 'Confirm New Password': 'short' });
      await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
      expect(await within(dialog).findByText('New Password must be at least 10 characters')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('New Password')).toHaveAccessibleDescription(
        'New Password must be at least 10 characters',
      );
      expect(api.calls).not.toContain('POST /users/user-2/password-reset');
    });

    it('shows the API refusing a common password at the field', async () => {
      const { user, dialog } = await openReset('bmwangi');
      await fillFields(user, dialog, { 'New Password': 'Password123', 'Confirm New Password': 'Password123' });
      await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
      const problem = 'is one of the most common passwords; choose one that is harder to guess';
      expect(await within(dialog).findByText(problem)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('New Password')).toHaveAccessibleDescription(problem);
      expect(within(dialog).getByLabelText('New Password')).toHaveValue('Password123');
    });

    it('sets the password with POST /users/{id}/password-reset and says so', async () => {
      const { user, dialog } = await openReset('bmwangi');
      await fillFields(user, dialog, { 'New Password': 'Mawingu-Kesho-7', 'Confirm New Password': 'Mawingu-Kesho-7' });
      await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
      // The form gives way to the confirmation, in a dialog of the same title.
      const done = await screen.findByRole('dialog', { name: 'Set temporary password for bmwangi' });
      expect(await within(done).findByRole('status')).toHaveTextContent(
        'Temporary password set. Tell bmwangi the new password',
      );
      expect(api.bodies('POST /users/user-2/password-reset')).toEqual([{ new_password: 'Mawingu-Kesho-7' }]);
      await user.click(within(done).getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('Deactivate and Reactivate', () => {
    it('asks first, then deactivates with PUT /users/{id} { is_active: false } and says so', async () => {
      renderToaster();
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Deactivate bmwangi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deactivate bmwangi?' });
      expect(dialog).toHaveTextContent('bmwangi will no longer be able to sign in');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.calls).not.toContain('PUT /users/user-2');

      await user.click(screen.getByRole('button', { name: 'Deactivate bmwangi' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Deactivate bmwangi?' })).getByRole('button', {
          name: 'Deactivate',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('PUT /users/user-2')).toEqual([{ is_active: false }]);
      expect(within(toastRegion()).getByText('User bmwangi deactivated')).toBeInTheDocument();
      await waitFor(() => expect(table()[1][7]).toBe('Inactive'));
      expect(screen.getByRole('button', { name: 'Reactivate bmwangi' })).toBeInTheDocument();
    });

    it('reactivates an inactive account', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Reactivate chebet' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Reactivate chebet?' })).getByRole('button', {
          name: 'Reactivate',
        }),
      );
      await waitFor(() => expect(table()[2][7]).toBe('Active'));
      expect(api.bodies('PUT /users/user-1')).toEqual([{ is_active: true }]);
    });

    it("shows the API's refusal (the last active admin) and stays open", async () => {
      api.on({
        'PUT /users/user-3': () =>
          jsonResponse(
            { statusCode: 409, error: 'Conflict', message: 'An organisation needs at least one active admin' },
            409,
          ),
      });
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Deactivate achieng' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deactivate achieng?' });
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'An organisation needs at least one active admin',
      );
      expect(table()[0][7]).toBe('Active');
    });

    it('offers neither action to those who may not change accounts', async () => {
      renderWithProviders({ route: LIST, user: withRole(signedInUser, 'QA/Collector') });
      await screen.findByText('achieng');
      expect(
        screen.queryByRole('button', { name: /^(Deactivate|Reactivate|Set temporary password) / }),
      ).not.toBeInTheDocument();
    });
  });
});
