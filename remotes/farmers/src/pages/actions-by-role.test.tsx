import { withRole } from '@maziwa/dev-shell/testing';
import { screen } from '@testing-library/react';
import { installFakeFarmersApi, renderWithProviders, signedInUser, type FakeFarmersApi } from '../testing';

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
});
afterEach(() => api.restore());

async function openProfiles(user = signedInUser) {
  renderWithProviders({ route: '/farmers/farmers-profiles', user });
  await screen.findByText('Jane Wanjiru');
}

describe('Farmer Profiles by role', () => {
  it('lets an office clerk upload and add farmers', async () => {
    await openProfiles(withRole(signedInUser, 'user'));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Farmer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Jane Wanjiru' })).toBeInTheDocument();
  });

  it('lets a QA/Collector read and export farmers, but not add them', async () => {
    await openProfiles(withRole(signedInUser, 'QA/Collector'));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Farmer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });

  it("offers no Edit to a custom role that may change farmers' links but not their accounts", async () => {
    const clerk = withRole(signedInUser, 'user');
    const linksOnly = {
      ...clerk,
      permissions: clerk.permissions.filter((permission) => permission !== 'users:update'),
    };
    await openProfiles(linksOnly);
    expect(screen.getByRole('button', { name: 'View Jane Wanjiru' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Jane Wanjiru' })).not.toBeInTheDocument();
  });
});
