import { withRole } from '@maziwa/dev-shell/testing';
import { screen } from '@testing-library/react';
import { installFakeCollectionApi, renderWithProviders, signedInUser, type FakeCollectionApi } from '../testing';

let api: FakeCollectionApi;
beforeEach(() => {
  api = installFakeCollectionApi();
});
afterEach(() => api.restore());

async function openSchedule(user = signedInUser) {
  renderWithProviders({ route: '/milk-collections/collection-schedule', user });
  await screen.findByText('Limuru Loop');
}

const rowButtons = (label: string) => screen.queryAllByRole('button', { name: new RegExp(`^${label} `) });

describe('Collection Schedule by role', () => {
  it('gives an admin every action', async () => {
    await openSchedule();
    expect(screen.getByRole('button', { name: 'Add New Schedule' })).toBeInTheDocument();
    expect(rowButtons('Delete').length).toBeGreaterThan(0);
    expect(rowButtons('Edit').length).toBeGreaterThan(0);
  });

  it('lets an office clerk add, edit and reschedule but not delete', async () => {
    await openSchedule(withRole(signedInUser, 'user'));
    expect(screen.getByRole('button', { name: 'Add New Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Drivers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(rowButtons('Edit').length).toBeGreaterThan(0);
    expect(rowButtons('View').length).toBeGreaterThan(0);
    expect(rowButtons('Delete')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });

  it('leaves a reader of trips only View and Export Data', async () => {
    await openSchedule({ ...signedInUser, permissions: ['trips:read'] });
    expect(rowButtons('View').length).toBeGreaterThan(0);
    for (const name of ['Add New Schedule', 'Assign Drivers', 'Reschedule']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(rowButtons('Edit')).toHaveLength(0);
    expect(rowButtons('Delete')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });
});
