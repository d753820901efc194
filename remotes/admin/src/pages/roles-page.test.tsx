import { jsonResponse } from '@maziwa/api-client/testing';
import type { Role } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { catchDownloads, installFakeAdminApi, readTable, renderWithProviders, TEST_ORG_ID, type FakeAdminApi } from '../testing';

const LIST = '/user-management/roles';

let api: FakeAdminApi;
beforeEach(() => {
  api = installFakeAdminApi();
});
afterEach(() => api.restore());

const table = () => readTable('Roles');
const names = () => table().map((cells) => cells[0]);
const queries = () => api.queries('GET /roles');

describe('Roles', () => {
  it('shows Loading ... and then each role with how many permissions it holds, view-only', async () => {
    const release = api.hold('GET /roles');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();

    await screen.findByText('Driver');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Permissions' })).toBeInTheDocument();
    expect(table()).toEqual([
      ['admin', '12'],
      ['Driver', '0'],
      ['Producer', 'N/A'],
      ['user', '4'],
    ]);
    // View-only (spec 6): no way to add or change a role.
    expect(screen.queryByRole('button', { name: /^(Add|Edit|Delete)/ })).not.toBeInTheDocument();
    expect(queries()).toEqual([`org_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch roles when the list fails', async () => {
    api.on({ 'GET /roles': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch roles');
  });

  it('pages, sorts and searches on the server', async () => {
    const many: Role[] = Array.from({ length: 11 }, (_, i) => ({ id: `role-m${i}`, name: `Role ${String(11 - i).padStart(2, '0')}`, organization_id: TEST_ORG_ID, permissions: [] }));
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
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe('name:Name');
      expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&columns=name%3AName&format=csv`);
      expect((await downloads.text(0)).split('\n')[1]).toBe('"role-admin","admin","cat-users-read; cat-users-create; cat-users-update; cat-users-delete; cat-roles-read; cat-roles-create; cat-roles-update; cat-payments-read; cat-payments-process; cat-payments-approve; cat-account-top_up; cat-reports-read"');
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });
});
