import { withRole } from '@maziwa/dev-shell/testing';
import type { CurrentUser } from '@maziwa/contracts';
import { screen } from '@testing-library/react';
import { installFakeLogisticsApi, renderWithProviders, signedInUser, type FakeLogisticsApi } from '../testing';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const clerk = withRole(signedInUser, 'user');
const qa = withRole(signedInUser, 'QA/Collector');

async function open(route: string, shown: string, user: CurrentUser) {
  renderWithProviders({ route, user });
  await screen.findByText(shown);
}

const button = (name: string) => screen.queryByRole('button', { name });
const rowButtons = (label: string) => screen.queryAllByRole('button', { name: new RegExp(`^${label} `) });

describe('Driver Management by role', () => {
  it('gives an admin Add New Driver, Edit, Delete and View', async () => {
    await open('/logistics-management/driver-management', 'Achieng Otieno', signedInUser);
    expect(button('Add New Driver')).toBeInTheDocument();
    expect(button('Edit Achieng Otieno')).toBeInTheDocument();
    expect(button('Delete Achieng Otieno')).toBeInTheDocument();
  });

  it('lets an office clerk add and edit drivers but not delete them', async () => {
    await open('/logistics-management/driver-management', 'Achieng Otieno', clerk);
    expect(button('Add New Driver')).toBeInTheDocument();
    expect(button('Edit Achieng Otieno')).toBeInTheDocument();
    expect(button('View Achieng Otieno')).toBeInTheDocument();
    expect(rowButtons('Delete')).toHaveLength(0);
  });

  it('leaves a QA/Collector View and Export Data', async () => {
    await open('/logistics-management/driver-management', 'Achieng Otieno', qa);
    expect(button('View Achieng Otieno')).toBeInTheDocument();
    expect(button('Export Data')).toBeInTheDocument();
    expect(button('Add New Driver')).not.toBeInTheDocument();
    expect(rowButtons('Edit')).toHaveLength(0);
    expect(rowButtons('Delete')).toHaveLength(0);
  });
});

describe('Collection Centers & QA Agents by role', () => {
  it('lets a clerk add and edit centres', async () => {
    await open('/logistics-management/collection-centers-and-qa-agents', 'Kiambu Town CC', clerk);
    expect(button('Add New Collection Center')).toBeInTheDocument();
    expect(rowButtons('Edit').length).toBeGreaterThan(0);
  });

  it('lets a QA/Collector only read and export them', async () => {
    await open('/logistics-management/collection-centers-and-qa-agents', 'Kiambu Town CC', qa);
    expect(button('Add New Collection Center')).not.toBeInTheDocument();
    expect(rowButtons('Edit')).toHaveLength(0);
    expect(button('Export Data')).toBeInTheDocument();
  });
});

describe('Routes, trips and supplies for a reader', () => {
  const reader = { ...signedInUser, permissions: ['routes:read', 'trips:read', 'supplies:read', 'user_roles:read'] };

  it('shows Routes Management without Add New Route, Edit or Assign, and keeps Map', async () => {
    await open('/logistics-management/routes-management', 'Brian Mwangi', reader);
    expect(button('Add New Route')).not.toBeInTheDocument();
    expect(rowButtons('Edit')).toHaveLength(0);
    expect(rowButtons('Assign')).toHaveLength(0);
    expect(rowButtons('Map').length).toBeGreaterThan(0);
  });

  it('shows Trips without Add Trip', async () => {
    await open('/logistics-management/trips', 'Chebet Kiprono, Achieng Otieno', reader);
    expect(button('Add Trip')).not.toBeInTheDocument();
    expect(button('Export Data')).toBeInTheDocument();
  });

  it('shows Supplies without Add Supply', async () => {
    await open('/logistics-management/supplies', 'Jane Wanjiru', reader);
    expect(button('Add Supply')).not.toBeInTheDocument();
  });

  it('gives a clerk Add New Route, Edit and Assign', async () => {
    await open('/logistics-management/routes-management', 'Brian Mwangi', clerk);
    expect(button('Add New Route')).toBeInTheDocument();
    expect(rowButtons('Edit').length).toBeGreaterThan(0);
    expect(rowButtons('Assign').length).toBeGreaterThan(0);
  });
});
