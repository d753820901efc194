import { withRole } from '@maziwa/dev-shell/testing';
import { screen } from '@testing-library/react';
import { installFakeQualityApi, renderWithProviders, signedInUser, type FakeQualityApi } from '../testing';

let api: FakeQualityApi;
beforeEach(() => {
  api = installFakeQualityApi();
});
afterEach(() => api.restore());

async function openTests(user = signedInUser) {
  renderWithProviders({ route: '/quality-control/quality-tests', user });
  await screen.findByText('LMR-250203-PM');
}

describe('Quality Tests by role', () => {
  it.each([
    ['an admin', signedInUser],
    ['a QA/Collector', withRole(signedInUser, 'QA/Collector')],
    ['an office clerk', withRole(signedInUser, 'user')],
  ])('lets %s add a test', async (_who, user) => {
    await openTests(user);
    expect(screen.getByRole('button', { name: 'Add New Test' })).toBeInTheDocument();
  });

  it('lets someone who only reads tests export them, without Add New Test', async () => {
    await openTests({ ...signedInUser, permissions: ['quality_tests:read'] });
    expect(screen.queryByRole('button', { name: 'Add New Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });
});
