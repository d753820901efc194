import { jsonResponse } from '@maziwa/api-client/testing';
import type { Permission } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  installFakeAdminApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  renderToaster,
  toastRegion,
  type FakeAdminApi,
} from '../testing';
import { fillFields } from '@maziwa/dev-shell/testing';

const LIST = '/user-management/permissions';

let api: FakeAdminApi;
beforeEach(() => {
  api = installFakeAdminApi();
});
afterEach(() => api.restore());

const table = () => readTable('Permissions');
const names = () => table().map((cells) => cells[0]);
const queries = () => api.queries('GET /permissions');

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('collections.read');
  return view;
}

describe('Permissions', () => {
  it('shows Loading ... and then the permissions under the spec columns, view-only', async () => {
    const release = api.hold('GET /permissions');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Permission' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();

    await screen.findByText('collections.read');
    for (const header of ['Name', 'Description', 'resource', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      ['collections.read', 'See milk collections', 'collections', 'read'],
      ['payments.process', 'Pay farmers', 'payments', 'process'],
      ['users.write', 'N/A', 'users', 'write'],
    ]);
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    expect(queries()).toEqual([`org_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch permissions when the list fails', async () => {
    api.on({ 'GET /permissions': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch permissions');
  });

  it('pages, sorts and searches on the server', async () => {
    const many: Permission[] = Array.from({ length: 12 }, (_, i) => ({
      id: `perm-m${i}`,
      name: `perm.${String(12 - i).padStart(2, '0')}`,
      description: '',
      resource: `res${i % 3}`,
      action: 'read',
      organization_id: TEST_ORG_ID,
    }));
    api.restore();
    api = installFakeAdminApi({ permissions: many });
    const { user } = renderWithProviders({ route: LIST });
    await screen.findByText('perm.12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['perm.02', 'perm.01']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=10`);

    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByText('Name'));
    await waitFor(() => expect(names()[0]).toBe('perm.01'));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=0&sort=name`);
    await user.click(within(screen.getByRole('columnheader', { name: 'resource' })).getByText('resource'));
    await waitFor(() => expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=0&sort=resource`));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'perm.07');
    await waitFor(() => expect(names()).toEqual(['perm.07']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&q=perm.07&limit=10&offset=0&sort=resource`);
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'payments');
      await waitFor(() => expect(names()).toEqual(['payments.process']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['permissions.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'name:Name,description:Description,resource:resource,action:Action',
      );
      expect(queries().at(-1)).toBe(
        `org_id=${TEST_ORG_ID}&q=payments&columns=name%3AName%2Cdescription%3ADescription%2Cresource%3Aresource%2Caction%3AAction&format=csv`,
      );
      expect((await downloads.text(0)).split('\n')[1]).toBe(
        '"perm-2","payments.process","Pay farmers","payments","process"',
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  describe('Add Permission', () => {
    it("adds one of the organisation's own, says so and lists it", async () => {
      renderToaster();
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add Permission' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
      await fillFields(user, dialog, {
        Name: 'payments.approve',
        Description: 'Approve a pay run',
        Resource: 'payments',
        Action: 'approve',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save Permission' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodies('POST /permissions')).toEqual([
        {
          name: 'payments.approve',
          description: 'Approve a pay run',
          resource: 'payments',
          action: 'approve',
          organization_id: TEST_ORG_ID,
        },
      ]);
      expect(within(toastRegion()).getByText('Permission payments.approve saved')).toBeInTheDocument();
      await waitFor(() => expect(table()[0]).toEqual(['payments.approve', 'Approve a pay run', 'payments', 'approve']));
    });

    it('says what is missing and sends nothing', async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add Permission' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Permission' }));
      for (const message of ['Name is required', 'Resource is required', 'Action is required']) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      expect(api.calls).not.toContain('POST /permissions');
    });

    it("shows the API's field error at Name when the name is taken", async () => {
      const { user } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Add Permission' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
      await fillFields(user, dialog, { Name: 'users.write', Resource: 'users', Action: 'write' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Permission' }));
      expect(await within(dialog).findByText('is already used by another permission')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByText('An error occurred while submitting the form.')).toBeInTheDocument();
    });
  });
});
