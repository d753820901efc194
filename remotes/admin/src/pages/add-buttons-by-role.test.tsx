import { withRole } from '@maziwa/dev-shell/testing';
import { screen } from '@testing-library/react';
import { installFakeAdminApi, renderWithProviders, signedInUser, type FakeAdminApi } from '../testing';

let api: FakeAdminApi;
beforeEach(() => {
  api = installFakeAdminApi();
});
afterEach(() => api.restore());

describe('Add buttons of User Management by role', () => {
  it('gives an admin Add Permission', async () => {
    renderWithProviders({ route: '/user-management/permissions' });
    await screen.findByText('collections.read');
    expect(screen.getByRole('button', { name: 'Add Permission' })).toBeInTheDocument();
  });

  it('lets an office clerk read and export permissions without adding any', async () => {
    renderWithProviders({ route: '/user-management/permissions', user: withRole(signedInUser, 'user') });
    await screen.findByText('collections.read');
    expect(screen.queryByRole('button', { name: 'Add Permission' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });

  it('shows Add User only to those who may create users', async () => {
    const view = renderWithProviders({ route: '/user-management/users' });
    expect(await screen.findByRole('button', { name: 'Add User' })).toBeInTheDocument();
    view.unmount();

    renderWithProviders({ route: '/user-management/users', user: { ...signedInUser, permissions: ['users:read'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });
});
