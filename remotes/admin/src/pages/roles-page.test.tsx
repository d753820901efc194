import { jsonResponse } from '@maziwa/api-client/testing';
import type { Role } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { withRole } from '@maziwa/api-client/testing';
import { fillFields } from '@maziwa/dev-shell/testing';
import {
  catchDownloads,
  installFakeAdminApi,
  readTable,
  renderWithProviders,
  signedInUser,
  testCatalogue,
  TEST_ORG_ID,
  renderToaster,
  toastRegion,
  type FakeAdminApi,
} from '../testing';

const LIST = '/user-management/roles';

let api: FakeAdminApi;
beforeEach(() => {
  // Roles are opened against the shared catalogue's shape (resource:action, money actions).
  api = installFakeAdminApi({ permissions: testCatalogue });
});
afterEach(() => api.restore());

const table = () => readTable('Roles');
const names = () => table().map((cells) => cells[0]);
const queries = () => api.queries('GET /roles');

describe('Roles', () => {
  it('shows Loading ... and then each role, what it is for and how many permissions it holds', async () => {
    const release = api.hold('GET /roles');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();

    await screen.findByText('Driver');
    for (const header of ['Name', 'Description', 'Permissions', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      ['admin', 'Everything, including users, roles and money', '12', 'View'],
      ['Driver', "A driver's record; no console access", '0', 'View'],
      ['Producer', 'N/A', 'N/A', 'View'],
      ['user', 'Office clerk', '4', 'View'],
    ]);
    expect(screen.getByRole('button', { name: 'Add Role' })).toBeInTheDocument();
    expect(queries()).toEqual([`org_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch roles when the list fails', async () => {
    api.on({ 'GET /roles': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch roles');
  });

  it('pages, sorts and searches on the server', async () => {
    const many: Role[] = Array.from({ length: 11 }, (_, i) => ({
      id: `role-m${i}`,
      name: `Role ${String(11 - i).padStart(2, '0')}`,
      description: '',
      organization_id: TEST_ORG_ID,
      permissions: [],
    }));
    api.restore();
    api = installFakeAdminApi({ roles: many });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('Role 11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Role 01']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=10`);

    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByText('Name'));
    await waitFor(() => expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=0&sort=name`));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Role 01');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Role 05');
    await waitFor(() => expect(names()).toEqual(['Role 05']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&q=Role+05&limit=10&offset=0&sort=name`);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '9');
    expect(await screen.findByText('No roles found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Driver');
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['roles.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      // Permissions: how many the role holds (permission_count), as the table shows.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'name:Name,description:Description,permission_count:Permissions',
      );
      expect(queries().at(-1)).toBe(
        `org_id=${TEST_ORG_ID}&columns=name%3AName%2Cdescription%3ADescription%2Cpermission_count%3APermissions&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')[1]).toBe(
        '"role-admin","admin","cat-users-read; cat-users-create; cat-users-update; cat-users-delete; cat-roles-read; cat-roles-create; cat-roles-update; cat-payments-read; cat-payments-process; cat-payments-approve; cat-account-top_up; cat-reports-read"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  describe('a role', () => {
    const openRole = async (name: string, options: Parameters<typeof renderWithProviders>[0] = { route: LIST }) => {
      const view = renderWithProviders(options);
      await screen.findByText('Driver');
      await view.user.click(screen.getByRole('button', { name: `View ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: `Role ${name}` });
      await within(dialog).findByRole('table');
      return { ...view, dialog };
    };
    const box = (dialog: HTMLElement, permission: string) => within(dialog).getByRole('checkbox', { name: permission });
    const ticked = (dialog: HTMLElement) =>
      (within(dialog).getAllByRole('checkbox') as HTMLInputElement[])
        .filter((input) => input.checked)
        .map((input) => input.getAttribute('aria-label'));

    it('shows its permissions grouped by resource: read, create, update, delete and the special ones', async () => {
      const { dialog } = await openRole('user');
      expect(dialog).toHaveTextContent('Office clerk');
      expect(
        within(dialog)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['account', 'payments', 'reports', 'roles', 'users']);
      const payments = within(dialog).getByRole('row', { name: /^payments/ });
      expect(
        within(payments)
          .getAllByRole('checkbox')
          .map((input) => input.getAttribute('aria-label')),
      ).toEqual(['payments:read', 'payments:approve', 'payments:process']);
      expect(payments).toHaveTextContent('approve');
      expect(ticked(dialog)).toEqual(['reports:read', 'roles:read', 'users:create', 'users:update']);
      expect(api.queries('GET /permissions')).toEqual([`org_id=${TEST_ORG_ID}&limit=1000`]);
    });

    it('saves ticked and unticked permissions with PUT /roles/{id} and says so', async () => {
      renderToaster();
      const { user, dialog } = await openRole('user');
      await user.click(box(dialog, 'payments:process'));
      await user.click(box(dialog, 'users:read'));
      await user.click(box(dialog, 'users:update'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // In catalogue order, whatever the order of the clicks.
      expect(api.bodies('PUT /roles/role-user')).toEqual([
        {
          permissions: [
            'cat-users-read',
            'cat-users-create',
            'cat-roles-read',
            'cat-payments-process',
            'cat-reports-read',
          ],
        },
      ]);
      expect(within(toastRegion()).getByText('Role user saved')).toBeInTheDocument();
      await waitFor(() => expect(table()[3]).toEqual(['user', 'Office clerk', '5', 'View']));
    });

    it("shows the API's refusal in the dialog and keeps the ticks", async () => {
      api.on({
        'PUT /roles/role-driver': () =>
          jsonResponse(
            { statusCode: 403, error: 'Forbidden', message: 'You cannot grant permissions you do not hold' },
            403,
          ),
      });
      const { user, dialog } = await openRole('Driver');
      await user.click(box(dialog, 'account:top_up'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'An error occurred while submitting the form.You cannot grant permissions you do not hold',
      );
      expect(box(dialog, 'account:top_up')).toBeChecked();
    });

    it('shows admin read-only: every permission held, a note, nothing to save', async () => {
      const { dialog } = await openRole('admin');
      expect(dialog).toHaveTextContent(
        'The admin role holds every permission, including ones added later, and cannot be changed.',
      );
      const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
      expect(boxes).toHaveLength(testCatalogue.length);
      expect(boxes.every((input) => input.checked && input.disabled)).toBe(true);
      expect(within(dialog).queryByRole('button', { name: 'Save Permissions' })).not.toBeInTheDocument();
      expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    });

    it('is view-only for those who may not change roles (the office clerk)', async () => {
      const { dialog } = await openRole('user', { route: LIST, user: withRole(signedInUser, 'user') });
      expect(screen.queryByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();
      expect((within(dialog).getAllByRole('checkbox') as HTMLInputElement[]).every((input) => input.disabled)).toBe(
        true,
      );
      expect(ticked(dialog)).toEqual(['reports:read', 'roles:read', 'users:create', 'users:update']);
      expect(within(dialog).queryByRole('button', { name: 'Save Permissions' })).not.toBeInTheDocument();
    });
  });

  describe('Add Role', () => {
    it('creates a role in the organisation, says so and opens it to tick its permissions', async () => {
      renderToaster();
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Driver');
      await user.click(screen.getByRole('button', { name: 'Add Role' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
      await fillFields(user, dialog, { Name: ' Night shift ', Description: 'Receives the evening milk' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));

      const opened = await screen.findByRole('dialog', { name: 'Role Night shift' });
      expect(api.bodies('POST /roles')).toEqual([
        {
          name: 'Night shift',
          description: 'Receives the evening milk',
          organization_id: TEST_ORG_ID,
          permissions: [],
        },
      ]);
      expect(opened).toHaveTextContent('Receives the evening milk');
      expect(within(toastRegion()).getByText('Role Night shift saved')).toBeInTheDocument();
      await user.click(await within(opened).findByRole('checkbox', { name: 'reports:read' }));
      await user.click(within(opened).getByRole('button', { name: 'Save Permissions' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.roles().find((role) => role.name === 'Night shift')?.permissions).toEqual(['cat-reports-read']);
      await waitFor(() => expect(names()).toContain('Night shift'));
    });

    it('says what is missing, and shows a name already used at the field', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Driver');
      await user.click(screen.getByRole('button', { name: 'Add Role' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));
      expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
      expect(api.calls).not.toContain('POST /roles');

      await fillFields(user, dialog, { Name: 'Driver' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));
      expect(await within(dialog).findByText('is already used by another role')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('is already used by another role');
    });
  });
});
